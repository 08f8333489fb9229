import { type MantineColorScheme, MantineProvider } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import type { QueryScope } from '#lib/query-scope.ts';
import { configurationQuery } from '../configuration/configuration.queries.ts';
import { createTenantTheme } from '../tenant/tenant-theme.ts';
import { themeColors } from './theme-colors.ts';
import { cookieColorSchemeManager } from './theme-cookie.ts';

const colorSchemeManager = cookieColorSchemeManager();

/**
 * Mantine with the tenant (or configured) colours; the scheme lives in the `theme` cookie the server reads,
 * and without one follows the device.
 */
interface AppMantineProviderProps {
  scope: QueryScope;
  /** The scheme the page was rendered in (the theme cookie as the server read it). */
  colorScheme?: 'light' | 'dark';
  children: ReactNode;
}

/**
 * The scheme Mantine starts from when no cookie names one. The server renders the one it was given (light
 * without a cookie); in the browser it is 'auto', the device's preference, as the head script
 * (follow-device-scheme.tsx) already painted it. The cookie manager returns the cookie when there is one.
 */
const defaultSchemeOf = (rendered: 'light' | 'dark'): MantineColorScheme =>
  typeof window === 'undefined' ? rendered : 'auto';

export function AppMantineProvider({ scope, colorScheme = 'light', children }: AppMantineProviderProps) {
  const { data: configuration } = useQuery(configurationQuery(scope));
  const colors = themeColors(scope.tenant, configuration).join();
  const theme = useMemo(() => createTenantTheme({ colors: colors.split(',') }), [colors]);
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme={defaultSchemeOf(colorScheme)}
      colorSchemeManager={colorSchemeManager}
    >
      {children}
    </MantineProvider>
  );
}
