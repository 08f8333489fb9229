import { createRootRouteWithContext, Outlet, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AppDocument } from '#app/shell/app-document.tsx';
import { PageLayout } from '#app/shell/page-layout.tsx';
import { NotFoundPage } from '#components/errors/not-found-page.tsx';
import { RouteErrorPage } from '#components/errors/route-error-page.tsx';
import { localePrefixOf } from '#contract/locales.ts';
import { themeColourOf } from '#contract/tenant.ts';
import { manifestHref } from '#features/install/manifest-link.ts';
import { needsBrowserPass } from '#features/navigation/browser-pass.ts';
import {
  clearFatalError,
  listenForUnhandledErrors,
  useFatalError,
} from '#features/navigation/fatal-error.ts';
import { handlePurchaseReturn } from '#features/navigation/purchase-return-step.ts';
import { useScrollBehaviour } from '#features/navigation/use-scroll-behaviour.ts';
import { PlayerProvider } from '#features/player/player-provider.tsx';
import { resolveLocale } from '#platform/locale/locale-path.ts';
import { switchLocale } from '#platform/locale/switch-locale.ts';
import type { RouterContext } from '#platform/router-context.ts';
import { AppMantineProvider } from '#platform/theme/app-mantine-provider.tsx';

/** Set on <html> once React runs the page (hydrated or rendered in the browser). */
const READY_ATTRIBUTE = 'data-app-ready';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every navigation re-reads the locale from the address, so a prefix change (switcher, back button) switches language.
  beforeLoad: async ({ context, location, preload }) => {
    const prefix = localePrefixOf(location.publicHref);
    const locale = resolveLocale(location.publicHref, context.tenant);
    // The server renders in the locale it resolved itself; cookies and address clean-ups are the browser's.
    if (!preload && !context.document.server) {
      await switchLocale(context.queryClient, { ...context, locale });
      handlePurchaseReturn(location);
    }
    return { locale, prefix };
  },
  head: ({ match }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
      { name: 'theme-color', content: themeColourOf(match.context.tenant.colors) },
    ],
    links: [
      { rel: 'manifest', href: manifestHref(match.context.locale) },
      { rel: 'icon', href: '/icons/favicon.svg', type: 'image/svg+xml' },
      { rel: 'apple-touch-icon', href: '/icons/icon-192.png' },
    ],
  }),
  component: Root,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});

function Root() {
  const { tenant, locale, document: documentContext } = Route.useRouteContext();
  const router = useRouter();
  const fatal = useFatalError();
  useScrollBehaviour();
  useEffect(() => listenForUnhandledErrors(), []);
  // A new page is a fresh start: the error screen of an earlier fault goes away.
  useEffect(() => router.subscribe('onResolved', clearFatalError), [router]);
  // The server rendered the visitor's page and skipped what needs the browser (session, auto-login,
  // purchase returns): where one of those applies, the route runs again now (structures are cached).
  const { hydrated } = documentContext;
  useEffect(() => {
    if (hydrated && needsBrowserPass(router, tenant)) void router.invalidate();
    // From here on every control answers (journeys wait for this before they click).
    document.documentElement.setAttribute(READY_ATTRIBUTE, '');
  }, [hydrated, router, tenant]);
  // The theme's configuration colours do not depend on the language: the start-up scope keeps one query.
  const { api, locale: startLocale } = router.options.context;
  return (
    <AppDocument locale={locale} document={documentContext}>
      <AppMantineProvider
        scope={{ api, tenant, locale: startLocale }}
        colorScheme={documentContext.colorScheme}
      >
        {/* Above the outlet: playback goes on across navigations. */}
        <PlayerProvider>
          <PageLayout tenant={tenant} locale={locale}>
            {fatal === undefined ? (
              <Outlet />
            ) : (
              <RouteErrorPage error={toError(fatal)} reset={clearFatalError} />
            )}
          </PageLayout>
        </PlayerProvider>
      </AppMantineProvider>
    </AppDocument>
  );
}

const toError = (value: unknown): Error => (value instanceof Error ? value : new Error(String(value)));
