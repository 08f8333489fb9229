import { describe, expect, it } from 'vitest';
import { matchPage } from '../../../testing/page-match.ts';

const base = (path: string) => matchPage(path)?.def.base;

describe('page matching (contract/pages.ts rules, as the portal routes)', () => {
  it('static segments beat parameters', () => {
    expect(base('/search')).toBe('search');
    expect(base('/music')).toBe('main');
    expect(base('/articles/premium')).toBe('articles-premium');
    expect(base('/articles/culture')).toBe('articles');
    expect(base('/partners/info-services')).toBe('partners-info-services');
    expect(base('/music/albums/category/pop')).toBe('music-albums-category');
    expect(base('/music/albums/nora-vale/12')).toBe('music-album');
    expect(base('/video/details/details/3')).toBe('video-details');
  });

  it('keyed pages join their key params with ~', () => {
    expect(matchPage('/video/openstage/details/reef/7')?.structurePath).toBe(
      '/structure/video-ex-details/fragment/openstage~7',
    );
    expect(matchPage('/articles/city/transport')?.structurePath).toBe(
      '/structure/articles-sub/fragment/city~transport',
    );
    expect(matchPage('/')?.structurePath).toBe('/structure/home');
  });
});
