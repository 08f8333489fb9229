import { useLocation, useRouteContext } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useConfiguration } from '#platform/configuration/use-configuration.ts';
import { enabledFamilies } from './families.ts';

/** The tenant's families and the current (internal) path: what every navigation renders from. */
export function useNav() {
  const { tenant } = useRouteContext({ from: '__root__' });
  const { enabledFeatures } = useConfiguration();
  const pathname = useLocation({ select: (location) => location.pathname });
  const families = useMemo(
    () => enabledFamilies(tenant.features, enabledFeatures.flags),
    [tenant.features, enabledFeatures.flags],
  );
  return { families, pathname };
}
