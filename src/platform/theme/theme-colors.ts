import type { Configuration } from '#contract/configuration.ts';
import type { Tenant } from '#contract/tenant.ts';

/**
 * Configuration colours win over the tenant's (shell §3). With alternateTheme off the dark scheme
 * keeps the primary colour; otherwise a second entry is the alternate theme's colour (shell §4).
 */
export function themeColors(
  tenant: Pick<Tenant, 'colors'>,
  configuration?: Pick<Configuration, 'colors' | 'alternateTheme'>,
): string[] {
  const colors = configuration?.colors?.length ? configuration.colors : tenant.colors;
  if (configuration?.alternateTheme === false) return colors.slice(0, 1);
  return colors.slice(0, 2);
}
