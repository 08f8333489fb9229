import { useLoaderData, useLocation, useRouteContext, useRouter, useSearch } from '@tanstack/react-router';
import { type EffectCallback, useEffect, useRef } from 'react';
import type { LocaleCode } from '#contract/locales.ts';
import { localePrefixOf } from '#contract/locales.ts';
import type { PageLoaderData } from '#platform/page-loader-data.ts';
import { hrefInLocale, safeRedirect } from '#platform/session/auth-urls.ts';

/** What every session page needs: scope, where it is, its query, and how to leave for the redirect. */
export function useSessionPage() {
  const context = useRouteContext({ from: '__root__' });
  const router = useRouter();
  const search = useSearch({ strict: false }) as Record<string, string | undefined>;
  const routePath = useLocation({ select: (location) => location.pathname });
  const title = (useLoaderData({ strict: false }) as PageLoaderData | undefined)?.title;
  const prefix = localePrefixOf(router.history.location.pathname);
  const redirect = safeRedirect(search.redirect);
  /** Replaces this page with the redirect (else home) in the user's language (shell §4). */
  const leave = (lang?: LocaleCode | null) =>
    router.history.replace(
      hrefInLocale(redirect ?? '/', lang ?? context.locale, { locale: context.locale, prefix }),
    );
  return { context, router, search, routePath, title, prefix, redirect, leave };
}

/**
 * Runs a page's navigation side effect (exchange a code, leave for a hosted page) once per `key`
 * (the address it acts on), reading everything else as it is then: re-renders must not repeat it.
 */
export function useOncePer(key: string, effect: EffectCallback): void {
  const latest = useRef(effect);
  latest.current = effect;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the trigger; the effect reads the rest through a ref
  useEffect(() => latest.current(), [key]);
}
