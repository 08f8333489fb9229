import { createTheme, type MantineThemeOverride, virtualColor } from '@mantine/core';
import type { Tenant } from '../../../contract/tenant.ts';
import { BASE_SHADE, colorShades } from './color-shades.ts';

/** Only used if a tenant ever arrives without colours (the contract requires one). */
const FALLBACK_COLOUR = '#1c7ed6';

/**
 * Mantine theme from the tenant colours: colors[0] is the primary colour; a second entry is the
 * alternate theme (shell §4), used in the dark colour scheme. Breakpoints follow shell §9.
 */
export function createTenantTheme(tenant: Pick<Tenant, 'colors'>): MantineThemeOverride {
  const light = tenant.colors[0] ?? FALLBACK_COLOUR;
  const dark = tenant.colors[1] ?? light;
  return createTheme({
    colors: {
      'tenant-light': colorShades(light),
      'tenant-dark': colorShades(dark),
      tenant: virtualColor({ name: 'tenant', light: 'tenant-light', dark: 'tenant-dark' }),
    },
    primaryColor: 'tenant',
    primaryShade: { light: BASE_SHADE, dark: BASE_SHADE },
    // Tenant colours are arbitrary: pick black or white text on them by contrast.
    autoContrast: true,
    defaultRadius: 'md',
    breakpoints: { xs: '30em', sm: '37.5em', md: '60em', lg: '80em', xl: '120em' },
  });
}
