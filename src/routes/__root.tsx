import { createRootRouteWithContext, HeadContent, Outlet, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PageLayout } from '#app/shell/page-layout.tsx';
import { NotFoundPage } from '#components/errors/not-found-page.tsx';
import { RouteErrorPage } from '#components/errors/route-error-page.tsx';
import { localePrefixOf } from '#contract/locales.ts';
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

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every navigation re-reads the locale from the address, so a prefix change (switcher, back button) switches language.
  beforeLoad: async ({ context, location, preload }) => {
    const prefix = localePrefixOf(location.publicHref);
    const locale = resolveLocale(location.publicHref, context.tenant);
    if (!preload) {
      await switchLocale(context.queryClient, { ...context, locale });
      handlePurchaseReturn(location);
    }
    return { locale, prefix };
  },
  component: Root,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});

function Root() {
  const { tenant, locale } = Route.useRouteContext();
  const router = useRouter();
  const fatal = useFatalError();
  useScrollBehaviour();
  useEffect(() => listenForUnhandledErrors(), []);
  // A new page is a fresh start: the error screen of an earlier fault goes away.
  useEffect(() => router.subscribe('onResolved', clearFatalError), [router]);
  return (
    <>
      <HeadContent />
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
    </>
  );
}

const toError = (value: unknown): Error => (value instanceof Error ? value : new Error(String(value)));
