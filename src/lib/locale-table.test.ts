import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  LOCALE_CODES,
  LOCALES,
  localeDir,
  localeNumbering,
  localePrefixOf,
  splitLocalePrefix,
} from '#contract/locales.ts';
import linguiConfig from '../../lingui.config.ts';
import { CATALOGUES, intlLocaleOf } from './i18n.ts';

describe('the one locale table (contract/locales.ts)', () => {
  it('is the list Lingui extracts and the portal loads catalogues for', () => {
    expect(linguiConfig.locales).toEqual(LOCALE_CODES);
    expect(Object.keys(CATALOGUES).sort()).toEqual([...LOCALE_CODES].sort());
    for (const code of LOCALE_CODES) expect(existsSync(`src/locales/${code}/messages.po`)).toBe(true);
  });

  it('gives every language a name, a direction and a numbering system', () => {
    for (const entry of LOCALES) {
      expect(entry.name.length).toBeGreaterThan(0);
      expect(localeDir(entry.code)).toBe(entry.dir);
      expect(localeNumbering(entry.code)).toBe(entry.numberingSystem);
    }
    expect(localeDir('ar-EG')).toBe('rtl');
    expect(localeDir('he')).toBe('rtl');
    expect(localeNumbering('ar')).toBe('arab');
    expect(intlLocaleOf('ar')).toBe('ar-u-nu-arab');
    expect(intlLocaleOf('de')).toBe('de');
  });

  it('treats only its codes as a path prefix; any other first segment is a page name', () => {
    expect(localePrefixOf('/ar/music')).toBe('ar');
    expect(localePrefixOf('/foo/music')).toBeUndefined();
    expect(splitLocalePrefix('/fr')).toEqual({ prefix: 'fr', pathname: '/' });
    expect(splitLocalePrefix('/fr/main/x')).toEqual({ prefix: 'fr', pathname: '/main/x' });
    expect(splitLocalePrefix('/main/x')).toEqual({ prefix: undefined, pathname: '/main/x' });
  });
});
