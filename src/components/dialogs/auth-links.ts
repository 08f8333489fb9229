import { localePrefixOf } from '#contract/locales.ts';
import { withLocalePrefix } from '#platform/locale/locale-path.ts';

/** Login/register in the current language, coming back to this page afterwards (query parameter `redirect`). */
export function authHref(path: '/user/login' | '/user/register', here: Location = window.location): string {
  const back = `${here.pathname}${here.search}${here.hash}`;
  const target = withLocalePrefix(path, localePrefixOf(here.pathname));
  return `${target}?redirect=${encodeURIComponent(back)}`;
}
