import type { LocaleCode } from '#contract/locales.ts';
import { ogLocaleAlternates } from './page-head.ts';

/**
 * The router's head() keeps one meta per property (TanStack/router#5146), but og:locale:alternate
 * repeats by design: these are rendered by React instead, which hoists them into <head>, in the
 * server-rendered HTML too.
 */
export function OgLocaleAlternates({ locale }: { locale: LocaleCode }) {
  return ogLocaleAlternates(locale).map((content) => (
    <meta key={content} property="og:locale:alternate" content={content} />
  ));
}
