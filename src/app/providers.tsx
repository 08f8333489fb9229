import { I18nProvider } from '@lingui/react';
import { DirectionProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { localeDir } from '#contract/locales.ts';
import { i18n } from '#lib/i18n.ts';
import type { QueryScope } from '#lib/query-scope.ts';
import { DirectionSync } from '#platform/locale/direction-sync.tsx';
import { AppMantineProvider } from '#platform/theme/app-mantine-provider.tsx';

interface AppProvidersProps {
  queryClient: QueryClient;
  /** The start-up scope: the theme's configuration colours do not depend on the language. */
  scope: QueryScope;
  children: ReactNode;
}

/** Everything the UI needs around the router: texts, data cache, direction and the tenant's theme. */
export function AppProviders({ queryClient, scope, children }: AppProvidersProps) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <DirectionProvider initialDirection={localeDir(i18n.locale ?? '')}>
          <DirectionSync />
          <AppMantineProvider scope={scope}>{children}</AppMantineProvider>
        </DirectionProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
