import { escapeXml } from '../media/artwork-svg.ts';

/** Shortcut icons: one glyph each on the tenant colour (96 px, the size the shortcut menus show). */
export const SHORTCUT_ICON_SIZE = 96;
export const SHORTCUT_GLYPHS = {
  search:
    '<circle cx="42" cy="42" r="18" fill="none" stroke="#fff" stroke-width="8"/><path d="M55 55 72 72" stroke="#fff" stroke-width="9" stroke-linecap="round"/>',
  downloads:
    '<path d="M48 22v36M32 44l16 16 16-16" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/><path d="M26 72h44" stroke="#fff" stroke-width="8" stroke-linecap="round"/>',
  favourites:
    '<path d="M48 74 24 50a14 14 0 0 1 24-20 14 14 0 0 1 24 20z" fill="#fff" stroke="#fff" stroke-width="4" stroke-linejoin="round"/>',
} as const;
export type ShortcutName = keyof typeof SHORTCUT_GLYPHS;

export function shortcutIconSvg(name: ShortcutName, colour: string): string {
  const size = SHORTCUT_ICON_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 96 96"><rect width="96" height="96" fill="${colour}"/>${SHORTCUT_GLYPHS[name]}</svg>`;
}

/** Screenshots for the richer install sheet: narrow (phones) and wide (desktop), within Chromium's 2.3:1 bound. */
export const SCREENSHOTS = {
  narrow: { width: 720, height: 1280 },
  wide: { width: 1280, height: 720 },
} as const;
export type ScreenshotForm = keyof typeof SCREENSHOTS;

interface ScreenshotLook {
  name: string;
  primary: string;
  secondary: string;
}

/** A rail: a heading bar and a row of square cards, as the home page lays them out. */
function rail(y: number, width: number, card: number, colour: string): string {
  const cards: string[] = [`<rect x="24" y="${y}" width="${card * 1.6}" height="22" rx="6" fill="#495057"/>`];
  for (let x = 24; x + card <= width - 24; x += card + 16) {
    cards.push(
      `<rect x="${x}" y="${y + 38}" width="${card}" height="${card}" rx="12" fill="${colour}" opacity="0.85"/>`,
      `<rect x="${x}" y="${y + 50 + card}" width="${card * 0.8}" height="14" rx="4" fill="#adb5bd"/>`,
    );
  }
  return cards.join('');
}

/** The portal's home page drawn in the tenant's colours: header with its name, a hero, rails, the player bar. */
export function screenshotSvg(form: ScreenshotForm, look: ScreenshotLook): string {
  const { width, height } = SCREENSHOTS[form];
  const card = form === 'narrow' ? 196 : 150;
  const hero = form === 'narrow' ? 360 : 200;
  const railHeight = card + 90;
  const rails: string[] = [];
  for (let y = 96 + hero + 32; y + railHeight <= height - 96; y += railHeight) {
    rails.push(rail(y, width, card, rails.length % 2 === 0 ? look.secondary : look.primary));
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<rect width="${width}" height="72" fill="${look.primary}"/>`,
    '<circle cx="52" cy="36" r="20" fill="none" stroke="#fff" stroke-width="5"/><path d="M46 26v20l16-10z" fill="#fff"/>',
    `<text x="88" y="46" font-size="28" fill="#fff">${escapeXml(look.name)}</text>`,
    `<rect x="24" y="96" width="${width - 48}" height="${hero}" rx="20" fill="${look.secondary}"/>`,
    `<path d="M${width / 2 - 28} ${96 + hero / 2 - 36}v72l60-36z" fill="#fff" opacity="0.9"/>`,
    ...rails,
    `<rect y="${height - 72}" width="${width}" height="72" fill="#212529"/>`,
    `<rect x="24" y="${height - 60}" width="48" height="48" rx="8" fill="${look.primary}"/>`,
    `<rect x="88" y="${height - 48}" width="${Math.min(320, width / 3)}" height="12" rx="4" fill="#868e96"/>`,
    `<circle cx="${width - 56}" cy="${height - 36}" r="22" fill="#fff"/>`,
    '</svg>',
  ].join('');
}
