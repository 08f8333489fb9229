import { describe, expect, it } from 'vitest';
import { pageName } from './page-name.ts';

describe('stable page names (shell §4: base___code, default locale also ___default)', () => {
  it('a prefixed variant is base___code', () => {
    expect(pageName('music-album', 'ar', 'en')).toBe('music-album___ar');
    expect(pageName('home', 'en', 'en')).toBe('home___en');
  });

  it('the unprefixed variant carries the default locale and the default suffix', () => {
    expect(pageName('home', undefined, 'en')).toBe('home___en___default');
    expect(pageName('main', undefined, 'fr')).toBe('main___fr___default');
  });
});
