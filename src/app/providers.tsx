import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { DirectionProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { localeDir } from '#contract/locales.ts';
import { DirectionSync } from '#platform/locale/direction-sync.tsx';

interface AppProvidersProps {
  queryClient: QueryClient;
  /** The browser's shared instance, or the server's private one for this page. */
  i18n: I18n;
  children: ReactNode;
}

/** Everything the UI needs around the router (no markup of their own: the router renders the document). */
export function AppProviders({ queryClient, i18n, children }: AppProvidersProps) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <DirectionProvider initialDirection={localeDir(i18n.locale ?? '')} detectDirection={false}>
          <DirectionSync />
          {children}
        </DirectionProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
