import { MantineProvider } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import type { QueryScope } from '#lib/query-scope.ts';
import { configurationQuery } from '../configuration/configuration.queries.ts';
import { createTenantTheme } from '../tenant/tenant-theme.ts';
import { themeColors } from './theme-colors.ts';
import { cookieColorSchemeManager } from './theme-cookie.ts';

const colorSchemeManager = cookieColorSchemeManager();

/** Mantine with the tenant (or configured) colours; the scheme lives in the `theme` cookie the server reads. */
interface AppMantineProviderProps {
  scope: QueryScope;
  /** The scheme the page was rendered in (the theme cookie as the server read it). */
  colorScheme?: 'light' | 'dark';
  children: ReactNode;
}

export function AppMantineProvider({ scope, colorScheme = 'light', children }: AppMantineProviderProps) {
  const { data: configuration } = useQuery(configurationQuery(scope));
  const colors = themeColors(scope.tenant, configuration).join();
  const theme = useMemo(() => createTenantTheme({ colors: colors.split(',') }), [colors]);
  return (
    <MantineProvider theme={theme} defaultColorScheme={colorScheme} colorSchemeManager={colorSchemeManager}>
      {children}
    </MantineProvider>
  );
}
