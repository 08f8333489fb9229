import type { TenantTexts } from '../../../../contract/i18n.ts';
import { type LocaleCode, localeDir } from '../../../../contract/locales.ts';
import { themeColourOf } from '../../../../contract/tenant.ts';
import type { TenantRow } from '../../db/schema/tenant.ts';
import { faviconSvg, renderIconPng } from './icon-art.ts';
import { SCREENSHOTS, type ScreenshotForm, SHORTCUT_ICON_SIZE, type ShortcutName } from './manifest-art.ts';
import { type ManifestTextKey, manifestText } from './manifest-texts.ts';

/** The tenant's primary colour, guarded because it is inlined into SVG and HTML. */
export const themeColour = (tenant: TenantRow): string => themeColourOf(tenant.colors);

export const ICON_FILES = {
  'icon-192.png': { size: 192, purpose: 'any' },
  'icon-512.png': { size: 512, purpose: 'any' },
  'maskable-192.png': { size: 192, purpose: 'maskable' },
  'maskable-512.png': { size: 512, purpose: 'maskable' },
} as const;
export type IconFile = keyof typeof ICON_FILES;

/** The tenant's second colour (hero, cards of the screenshots), guarded like the first. */
export const accentColour = (tenant: TenantRow): string => {
  const colour = tenant.colors[1];
  return colour && /^#[0-9a-fA-F]{6}$/.test(colour) ? colour : themeColour(tenant);
};

/** Shortcuts of the installed app (its icon's context menu), each to a page of the app. */
const SHORTCUTS: readonly { name: ShortcutName; path: string; description: ManifestTextKey }[] = [
  { name: 'search', path: '/search', description: 'searchDescription' },
  { name: 'downloads', path: '/downloads', description: 'downloadsDescription' },
  { name: 'favourites', path: '/favorites', description: 'favouritesDescription' },
];

const png = (src: string, width: number, height: number) => ({
  src,
  sizes: `${width}x${height}`,
  type: 'image/png',
});

/**
 * W3C web app manifest of the tenant in one language. The id stays the same in every language (one app whose
 * words follow the language it was last opened in); start_url and scope carry the language's prefix, except
 * for the tenant's default language, whose pages have none. The prefix has no trailing slash: the portal
 * redirects /ar/ to /ar, and a start page redirected out of its scope would open with the out-of-scope bar.
 */
export function buildManifest(tenant: TenantRow, lang: LocaleCode, texts: TenantTexts) {
  const prefix = lang === tenant.defaultLocale ? '' : `/${lang}`;
  return {
    id: '/',
    name: texts['tenant.appName'] ?? tenant.displayName,
    short_name: texts['tenant.appShortName'] ?? tenant.shortName,
    description: texts['tenant.tagline'] ?? tenant.displayName,
    lang,
    dir: localeDir(lang),
    start_url: prefix || '/',
    scope: prefix || '/',
    display: 'standalone',
    orientation: 'any',
    categories: ['entertainment', 'music'],
    theme_color: themeColour(tenant),
    background_color: '#ffffff',
    icons: Object.entries(ICON_FILES).map(([file, { size, purpose }]) => ({
      ...png(`/icons/${file}`, size, size),
      purpose,
    })),
    shortcuts: SHORTCUTS.map(({ name, path, description }) => ({
      name: manifestText(name, lang),
      short_name: manifestText(name, lang),
      description: manifestText(description, lang),
      url: `${prefix}${path}`,
      icons: [
        { ...png(`/icons/shortcut-${name}.png`, SHORTCUT_ICON_SIZE, SHORTCUT_ICON_SIZE), purpose: 'any' },
      ],
    })),
    screenshots: (Object.keys(SCREENSHOTS) as ScreenshotForm[]).map((form) => ({
      ...png(`/icons/screenshot-${form}.png`, SCREENSHOTS[form].width, SCREENSHOTS[form].height),
      form_factor: form,
      label: manifestText(form === 'narrow' ? 'screenshotNarrow' : 'screenshotWide', lang),
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
