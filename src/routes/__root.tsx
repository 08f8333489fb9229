import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../app/router-context.ts';
import { NotFoundPage } from '../components/errors/not-found-page.tsx';
import { RouteErrorPage } from '../components/errors/route-error-page.tsx';
import { AppLayout } from '../components/layout/app-layout.tsx';
import { resolveLocale } from '../features/locale/locale-path.ts';
import { switchLocale } from '../features/locale/switch-locale.ts';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every navigation re-reads the locale from the address, so a prefix change (switcher, back button) switches language.
  beforeLoad: async ({ context, location, preload }) => {
    const locale = resolveLocale(location.publicHref, context.tenant);
    if (!preload) await switchLocale(context.queryClient, { ...context, locale });
    return { locale };
  },
  component: Root,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});

function Root() {
  const { tenant, locale } = Route.useRouteContext();
  return (
    <AppLayout tenant={tenant} locale={locale}>
      <Outlet />
    </AppLayout>
  );
}
