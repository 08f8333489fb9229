import { describe, expect, it } from 'vitest';
import { videoNodeProps } from './video-node.ts';

describe('video-player node', () => {
  it('reads the item, title, poster and provider code', () => {
    const node = {
      name: 'video-player',
      data: {
        title: 'Trailer',
        imageUrl: '/img/1.svg',
        customProperties: { itemId: 42, externalProviderCode: 'STREAMBOX' },
      },
    };
    expect(videoNodeProps(node)).toEqual({
      itemId: 42,
      title: 'Trailer',
      posterUrl: '/img/1.svg',
      externalProviderCode: 'STREAMBOX',
    });
  });

  it('accepts a numeric string id and refuses a node without a valid one', () => {
    expect(
      videoNodeProps({ name: 'video-player', data: { customProperties: { itemId: '7' } } })?.itemId,
    ).toBe(7);
    expect(
      videoNodeProps({ name: 'video-player', data: { customProperties: { itemId: 'x' } } }),
    ).toBeUndefined();
    expect(videoNodeProps({ name: 'video-player' })).toBeUndefined();
  });
});
