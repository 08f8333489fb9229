import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { LOCALE_CODES } from './contract/locales.ts';

export default defineConfig({
  sourceLocale: 'en',
  // The one locale table (contract/locales.ts) lists the languages.
  locales: LOCALE_CODES,
  fallbackLocales: { default: 'en' },
  // File names without line numbers: catalogues change only when messages do.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['src'],
      exclude: ['**/node_modules/**', '**/*.test.*'],
    },
  ],
});
