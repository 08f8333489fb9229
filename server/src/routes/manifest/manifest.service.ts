import { localeDir } from '../../../../contract/locales.ts';
import { themeColourOf } from '../../../../contract/tenant.ts';
import type { TenantRow } from '../../db/schema/tenant.ts';
import { faviconSvg, renderIconPng } from './icon-art.ts';

/** The tenant's primary colour, guarded because it is inlined into SVG and HTML. */
export const themeColour = (tenant: TenantRow): string => themeColourOf(tenant.colors);

export const ICON_FILES = {
  'icon-192.png': { size: 192, purpose: 'any' },
  'icon-512.png': { size: 512, purpose: 'any' },
  'maskable-512.png': { size: 512, purpose: 'maskable' },
} as const;
export type IconFile = keyof typeof ICON_FILES;

/** W3C web app manifest of the tenant; installability needs name, icons 192+512, start_url and display. */
export function buildManifest(tenant: TenantRow, description: string) {
  return {
    id: '/',
    name: tenant.displayName,
    short_name: tenant.shortName,
    description,
    lang: tenant.defaultLocale,
    dir: localeDir(tenant.defaultLocale),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: themeColour(tenant),
    background_color: '#ffffff',
    icons: Object.entries(ICON_FILES).map(([file, { size, purpose }]) => ({
      src: `/icons/${file}`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    })),
  };
}

/** Rendering a 512 px icon costs tens of milliseconds, so each tenant's icons are drawn once per colour. */
export class IconCache {
  readonly #entries = new Map<string, Buffer | string>();

  png(tenant: TenantRow, file: IconFile): Buffer {
    const colour = themeColour(tenant);
    const key = `${tenant.name}|${colour}|${file}`;
    const cached = this.#entries.get(key);
    if (cached instanceof Buffer) return cached;
    const { size, purpose } = ICON_FILES[file];
    const png = renderIconPng(size, colour, purpose);
    this.#entries.set(key, png);
    return png;
  }

  favicon(tenant: TenantRow): string {
    const colour = themeColour(tenant);
    const key = `${tenant.name}|${colour}|favicon.svg`;
    const cached = this.#entries.get(key);
    if (typeof cached === 'string') return cached;
    const svg = faviconSvg(colour);
    this.#entries.set(key, svg);
    return svg;
  }
}
