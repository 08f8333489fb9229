import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { Configuration } from '#contract/configuration.ts';
import { markConfigLoaded } from './config-loaded.ts';
import { configurationQuery } from './configuration.queries.ts';
import { DEFAULT_CONFIGURATION } from './parse-configuration.ts';

/** The global configuration of the current tenant and language; the defaults until it has loaded. */
export function useConfiguration(): Configuration {
  const { api, tenant, locale } = useRouteContext({ from: '__root__' });
  const { data, isSuccess } = useQuery(configurationQuery({ api, tenant, locale }));
  useEffect(() => {
    if (isSuccess) markConfigLoaded();
  }, [isSuccess]);
  return data ?? DEFAULT_CONFIGURATION;
}
