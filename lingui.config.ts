import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar', 'fr', 'de', 'es', 'ro'],
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
