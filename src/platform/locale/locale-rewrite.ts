import type { AnyRouter, LocationRewrite } from '@tanstack/react-router';
import type { LocaleCode } from '#contract/locales.ts';
import { localePrefixOf, splitLocalePrefix } from '#contract/locales.ts';
import { withLocalePrefix } from './locale-path.ts';

/**
 * The seven URL variants of every page (shell §2) with routes defined once: input strips a known
 * locale prefix before matching, output puts the current one back on every link and navigation.
 */
export function createLocaleRewrite(currentPrefix: () => LocaleCode | undefined): LocationRewrite {
  return {
    input: ({ url }) => {
      url.pathname = splitLocalePrefix(url.pathname).pathname;
      return url;
    },
    output: ({ url }) => {
      url.pathname = withLocalePrefix(url.pathname, currentPrefix());
      return url;
    },
  };
}

/**
 * Links cache the href they built for a destination, but the output rewrite depends on the
 * address's prefix: when the prefix changes (language switch, back/forward) they must be rebuilt.
 * router.update() drops that cache. Call before the router mounts so this listener runs before
 * the router's own reaction to the same history change.
 */
export function rebuildLinksOnPrefixChange(router: AnyRouter): () => void {
  const { history } = router;
  let prefix = localePrefixOf(history.location.pathname);
  return history.subscribe(() => {
    const next = localePrefixOf(history.location.pathname);
    if (next === prefix) return;
    prefix = next;
    router.update(router.options);
  });
}
