import { describe, expect, it } from 'vitest';
import { familyOff, familyOfPage, familyOfPath, familyOfRoute } from './feature-families.ts';
import { pageByBase } from './pages.ts';

const page = (base: string) => {
  const found = pageByBase(base);
  if (!found) throw new Error(base);
  return found;
};

describe('feature families (commerce §3 enabledFeatures)', () => {
  it('finds the family of a path by its prefixes, not by a longer word', () => {
    expect(familyOfPath('/tournaments/list')).toBe('games');
    expect(familyOfPath('/arcade')).toBe('games');
    expect(familyOfPath('/articles/details/3')).toBe('news');
    expect(familyOfPath('/musical')).toBeUndefined();
    expect(familyOfPath('/profile')).toBeUndefined();
  });

  it('gives a page its family, and the catch-all /$name page the named one', () => {
    expect(familyOfPage(page('tournaments-list'))).toBe('games');
    expect(familyOfPage(page('profile'))).toBeUndefined();
    expect(familyOfRoute(page('main'), { name: 'games' })).toBe('games');
    expect(familyOfRoute(page('main'), { name: 'about' })).toBeUndefined();
    expect(familyOfRoute(page('main'), {})).toBeUndefined();
  });

  it('switches a family off only by an explicit false, from the tenant or the configuration', () => {
    expect(familyOff('games', {}, {})).toBe(false);
    expect(familyOff('games', { games: true }, {})).toBe(false);
    expect(familyOff('games', { games: false }, {})).toBe(true);
    expect(familyOff('games', { games: true }, { games: false })).toBe(true);
    expect(familyOff('news', {}, { games: false })).toBe(false);
  });
});
