import { describe, expect, it } from 'vitest';
import { splitLocalePrefix } from '#contract/locales.ts';
import { localizeHref, resolveLocale, withLocalePrefix } from './locale-path.ts';

const tenantWith = (defaultLocale?: 'en' | 'ar' | 'fr' | 'de' | 'es' | 'ro') => ({
  default: { locale: { defaultLocale } },
});

describe('locale from the path (shell §4 language, §2 seven URL variants)', () => {
  it('a locale prefix picks that locale, whatever the tenant default', () => {
    expect(resolveLocale('/ar/main/rock', tenantWith('fr'))).toBe('ar');
    expect(resolveLocale('/en', tenantWith('fr'))).toBe('en');
    expect(resolveLocale('/ro?x=1', tenantWith('fr'))).toBe('ro');
  });

  it('an unprefixed path uses the tenant default locale', () => {
    expect(resolveLocale('/main/rock', tenantWith('de'))).toBe('de');
    expect(resolveLocale('/', tenantWith('ar'))).toBe('ar');
  });

  it('an unprefixed path without a tenant default is en', () => {
    expect(resolveLocale('/', tenantWith())).toBe('en');
  });

  it('an unknown first segment is a page name, not a locale', () => {
    expect(resolveLocale('/xx/rock', tenantWith('fr'))).toBe('fr');
    expect(resolveLocale('/arabic', tenantWith())).toBe('en');
    expect(splitLocalePrefix('/fa/x')).toEqual({ prefix: undefined, pathname: '/fa/x' });
    expect(splitLocalePrefix('/english')).toEqual({ prefix: undefined, pathname: '/english' });
  });
});

describe('locale prefix', () => {
  it('is split off the path the routes are defined for', () => {
    expect(splitLocalePrefix('/ar/main/rock')).toEqual({ prefix: 'ar', pathname: '/main/rock' });
    expect(splitLocalePrefix('/ar')).toEqual({ prefix: 'ar', pathname: '/' });
    expect(splitLocalePrefix('/ar/')).toEqual({ prefix: 'ar', pathname: '/' });
    expect(splitLocalePrefix('/')).toEqual({ prefix: undefined, pathname: '/' });
  });

  it('is put back without a trailing slash on the root (trailing slash off)', () => {
    expect(withLocalePrefix('/', 'de')).toBe('/de');
    expect(withLocalePrefix('/main/rock', 'de')).toBe('/de/main/rock');
    expect(withLocalePrefix('/main/rock', undefined)).toBe('/main/rock');
  });

  it('switching language keeps the page, its query and its hash', () => {
    expect(localizeHref('/main/rock?sort=new#top', 'ar')).toBe('/ar/main/rock?sort=new#top');
    expect(localizeHref('/', 'fr')).toBe('/fr');
    expect(localizeHref('/?q=1', 'fr')).toBe('/fr?q=1');
  });
});
