import { describe, expect, it } from 'vitest';
import { videoNodeProps } from './video-node.ts';

const node = (customProperties: Record<string, unknown>) => ({
  name: 'video-player',
  data: { title: 'Trailer', customProperties },
});

describe('video-player node', () => {
  it('reads the item, title, poster and the asset length', () => {
    const props = videoNodeProps(
      node({
        itemId: 42,
        title: 'Trailer',
        poster: '/api/artwork/42',
        businessModel: 'FREE',
        durationSec: 12,
      }),
    );
    expect(props).toEqual({
      itemId: 42,
      title: 'Trailer',
      posterUrl: '/api/artwork/42',
      externalProviderCode: undefined,
      durationSec: 12,
    });
  });

  it('passes on a provider code the node names', () => {
    const props = videoNodeProps(
      node({ itemId: 7, title: 'T', poster: '/p', source: 'openstage', externalProviderCode: 'STREAMBOX' }),
    );
    expect(props?.externalProviderCode).toBe('STREAMBOX');
  });

  it('refuses a node without a valid item id', () => {
    expect(videoNodeProps(node({ itemId: 'x', title: 'T', poster: '/p' }))).toBeUndefined();
    expect(videoNodeProps(node({ itemId: -1, title: 'T', poster: '/p' }))).toBeUndefined();
    expect(videoNodeProps({ name: 'video-player' })).toBeUndefined();
  });
});
