import { describe, expect, it } from 'vitest';
import { enabledFamilies, FAMILIES, HOME, isCurrent, LIBRARY, SEARCH } from './families.ts';

const keys = (list: readonly { key: string }[]) => list.map(({ key }) => key);

describe('navigation families', () => {
  it('every family is shown unless the tenant or the configuration switches it off', () => {
    expect(keys(enabledFamilies({}, {}))).toEqual(keys(FAMILIES));
    expect(keys(enabledFamilies({ games: false, podcasts: false, downloads: true }, {}))).toEqual([
      'music',
      'video',
      'audiobooks',
      'news',
      'shop',
    ]);
    expect(keys(enabledFamilies({ games: true }, { games: false, shop: false }))).not.toContain('games');
    expect(keys(enabledFamilies({}, { shop: false }))).not.toContain('shop');
  });

  it('marks the entry of the current page and of the pages under it', () => {
    const music = FAMILIES.find(({ key }) => key === 'music');
    const games = FAMILIES.find(({ key }) => key === 'games');
    if (!music || !games) throw new Error('families missing');
    expect(isCurrent(music, '/music/albums/nora-vale/42')).toBe(true);
    expect(isCurrent(music, '/musical')).toBe(false);
    expect(isCurrent(games, '/arcade/details/7')).toBe(true);
    expect(isCurrent(HOME, '/')).toBe(true);
    expect(isCurrent(HOME, '/music')).toBe(false);
    expect(isCurrent(SEARCH, '/search-q')).toBe(true);
    expect(isCurrent(LIBRARY, '/favorites')).toBe(true);
    expect(isCurrent(LIBRARY, '/library/')).toBe(true);
  });
});
