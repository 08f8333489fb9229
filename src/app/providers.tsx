import { I18nProvider } from '@lingui/react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { localeDir } from '../../contract/locales.ts';
import type { Tenant } from '../../contract/tenant.ts';
import { createTenantTheme } from '../features/tenant/tenant-theme.ts';
import { i18n } from '../lib/i18n.ts';

interface AppProvidersProps {
  queryClient: QueryClient;
  tenant: Tenant;
  children: ReactNode;
}

/** Everything the UI needs around the router: texts, data cache, direction and the tenant's theme. */
export function AppProviders({ queryClient, tenant, children }: AppProvidersProps) {
  const theme = useMemo(() => createTenantTheme(tenant), [tenant]);
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {/* Follows <html dir>, which every locale switch sets. */}
        <DirectionProvider initialDirection={localeDir(i18n.locale ?? '')}>
          <MantineProvider theme={theme} defaultColorScheme="light">
            {children}
          </MantineProvider>
        </DirectionProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
