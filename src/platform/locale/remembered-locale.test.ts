import { describe, expect, it } from 'vitest';
import { rememberedLocaleHref } from './remembered-locale.ts';

const tenant = (defaultLocale?: 'en' | 'fr') => ({
  default: { locale: { ...(defaultLocale ? { defaultLocale } : {}) } },
});
const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('the language remembered at `/`', () => {
  it('`/` goes to the chosen language, query and hash kept', () => {
    expect(rememberedLocaleHref(at('/', '?utm=app', '#top'), tenant('en'), 'ar')).toBe('/ar?utm=app#top');
  });

  it('the tenant default, an unknown code or no cookie stays at `/`', () => {
    expect(rememberedLocaleHref(at('/'), tenant('en'), 'en')).toBeUndefined();
    expect(rememberedLocaleHref(at('/'), tenant(), 'en')).toBeUndefined();
    expect(rememberedLocaleHref(at('/'), tenant('en'), 'xx')).toBeUndefined();
    expect(rememberedLocaleHref(at('/'), tenant('en'), undefined)).toBeUndefined();
  });

  it('a tenant whose default is French sends an English user to /en', () => {
    expect(rememberedLocaleHref(at('/'), tenant('fr'), 'en')).toBe('/en');
  });

  it('other pages keep their address', () => {
    expect(rememberedLocaleHref(at('/music/list'), tenant('en'), 'ar')).toBeUndefined();
    expect(rememberedLocaleHref(at('/fr'), tenant('en'), 'ar')).toBeUndefined();
  });
});
