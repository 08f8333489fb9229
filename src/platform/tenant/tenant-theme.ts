import { createTheme, type MantineThemeOverride, virtualColor } from '@mantine/core';
import type { Tenant } from '#contract/tenant.ts';
import { breakpoints } from '#lib/breakpoints.ts';
import { colorShades, filledShade, LUMINANCE_THRESHOLD } from './color-shades.ts';

/** Only used if a tenant ever arrives without colours (the contract requires one). */
const FALLBACK_COLOUR = '#1c7ed6';

/**
 * Mantine theme from the tenant colours: colors[0] is the primary colour; a second entry is the
 * alternate theme (shell §4), used in the dark colour scheme. Breakpoints follow shell §9.
 */
export function createTenantTheme(tenant: Pick<Tenant, 'colors'>): MantineThemeOverride {
  const light = tenant.colors[0] ?? FALLBACK_COLOUR;
  const dark = tenant.colors[1] ?? light;
  const lightShades = colorShades(light);
  const darkShades = colorShades(dark);
  return createTheme({
    colors: {
      'tenant-light': lightShades,
      'tenant-dark': darkShades,
      tenant: virtualColor({ name: 'tenant', light: 'tenant-light', dark: 'tenant-dark' }),
    },
    primaryColor: 'tenant',
    // Tenant colours are arbitrary: autoContrast picks black or white text on them, and the filled
    // shade is darkened where that text would miss WCAG AA (4.5:1).
    primaryShade: { light: filledShade(lightShades), dark: filledShade(darkShades) },
    autoContrast: true,
    luminanceThreshold: LUMINANCE_THRESHOLD,
    defaultRadius: 'md',
    // Shell §9: sm 600, md 960, lg 1280, xl 1920, xxl 2560 px (in em).
    breakpoints,
  });
}
