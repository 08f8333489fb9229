import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../app/router-context.ts';
import { NotFoundPage } from '../components/errors/not-found-page.tsx';
import { RouteErrorPage } from '../components/errors/route-error-page.tsx';
import { localePrefixOf, resolveLocale } from '../features/locale/locale-path.ts';
import { switchLocale } from '../features/locale/switch-locale.ts';
import { PageLayout } from '../features/navigation/page-layout.tsx';
import { handlePurchaseReturn } from '../features/navigation/purchase-return-step.ts';
import { useScrollBehaviour } from '../features/navigation/use-scroll-behaviour.ts';

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
  useScrollBehaviour();
  return (
    <>
      <HeadContent />
      <PageLayout tenant={tenant} locale={locale}>
        <Outlet />
      </PageLayout>
    </>
  );
}
