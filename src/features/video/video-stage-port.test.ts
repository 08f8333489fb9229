import { describe, expect, it } from 'vitest';
import { videoNodeProps } from './video-node.ts';
import { standaloneVideoNode } from './video-stage.port.ts';

describe('a video stage outside its page (the Downloads dialog)', () => {
  it('builds a video-player node the stage reads, with or without a poster', () => {
    expect(
      videoNodeProps(standaloneVideoNode({ itemId: 77, title: 'The Little Robot', posterUrl: '/a.svg' })),
    ).toMatchObject({ itemId: 77, title: 'The Little Robot', posterUrl: '/a.svg' });
    expect(videoNodeProps(standaloneVideoNode({ itemId: 77, title: 'The Little Robot' }))).toMatchObject({
      itemId: 77,
      posterUrl: undefined,
    });
  });
});
