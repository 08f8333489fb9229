import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { localeDir } from '#contract/locales.ts';

/** The validate rule's spec message (shell §6: "Page Not Found: {fullPath}"); unmatched routes say "Page not found: …". */
const VALIDATE_PREFIX = 'Page Not Found: ';

/** A path inside right-to-left text, isolated left to right (LRI … PDI) so its slashes keep their places. */
const isolated = (i18n: I18n, path: string) =>
  localeDir(i18n.locale) === 'rtl' ? `\u2066${path}\u2069` : path;

/**
 * A 404's line: `message` is the spec's English text (tracked as the error event's detail), `shown` the same
 * line in the page's language (the English catalogue keeps the spec's exact wording for both kinds).
 */
export function notFoundLine(
  i18n: I18n,
  specMessage: string | undefined,
  fullPath: string,
): { message: string; shown: string } {
  if (specMessage === undefined) {
    const message = `Page not found: ${fullPath}`;
    const path = isolated(i18n, fullPath);
    return { message, shown: i18n._(msg`Page not found: ${path}`) };
  }
  if (specMessage.startsWith(VALIDATE_PREFIX)) {
    const path = isolated(i18n, specMessage.slice(VALIDATE_PREFIX.length));
    return { message: specMessage, shown: i18n._(msg`Page Not Found: ${path}`) };
  }
  return { message: specMessage, shown: specMessage };
}
