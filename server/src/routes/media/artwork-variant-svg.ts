import type { CatalogueProps } from '../../db/schema/catalogue-props.ts';
import { escapeXml, random } from './artwork-svg.ts';

export type AdditionalArtwork = NonNullable<CatalogueProps['additionalArtworks']>[number];

export interface VariantInput {
  title: string;
  hue: number;
  seed: number;
  artwork: AdditionalArtwork;
}

/** A stable number from the variant name, so each screenshot of one game differs. */
const variantSeed = (seed: number, variant: string) =>
  [...variant].reduce((acc, ch) => Math.imul(acc ^ (ch.codePointAt(0) ?? 0), 16777619) >>> 0, seed >>> 0);

const svgOpen = (w: number, h: number, title: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><title>${escapeXml(title)}</title>`;

const gradient = (id: string, from: string, to: string, vertical: boolean) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

/** A side-scrolling game scene: sky, hills, platforms, coins, the hero and a score bar. */
function screenshot(w: number, h: number, hue: number, next: () => number): string {
  const ground = Math.round(h * 0.8);
  const hills = Array.from({ length: 6 }, (_, i) => {
    const x = Math.round((i / 5) * w);
    return `${x},${Math.round(ground - h * (0.12 + next() * 0.22))}`;
  }).join(' ');
  const platforms = Array.from({ length: 3 + Math.floor(next() * 3) }, () => {
    const pw = Math.round(w * (0.1 + next() * 0.12));
    const x = Math.round(next() * (w - pw));
    const y = Math.round(h * (0.3 + next() * 0.35));
    const coins = Array.from(
      { length: 1 + Math.floor(next() * 3) },
      (_, i) => `<circle cx="${x + 24 + i * 36}" cy="${y - 28}" r="11" fill="hsl(48 95% 58%)"/>`,
    ).join('');
    return `<rect x="${x}" y="${y}" width="${pw}" height="${Math.round(h * 0.035)}" rx="6" fill="hsl(${(hue + 180) % 360} 45% 38%)"/>${coins}`;
  }).join('');
  const heroX = Math.round(w * (0.1 + next() * 0.6));
  const unit = Math.round(h / 18);
  const score = String(Math.floor(next() * 99999)).padStart(6, '0');
  return [
    `<defs>${gradient('sky', `hsl(${hue} 70% 72%)`, `hsl(${(hue + 30) % 360} 60% 88%)`, true)}</defs>`,
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>`,
    `<polygon points="0,${ground} ${hills} ${w},${ground}" fill="hsl(${(hue + 100) % 360} 35% 55%)"/>`,
    `<rect y="${ground}" width="${w}" height="${h - ground}" fill="hsl(${(hue + 120) % 360} 40% 32%)"/>`,
    platforms,
    `<rect x="${heroX}" y="${ground - unit * 2}" width="${unit * 1.4}" height="${unit * 2}" rx="${unit / 3}" fill="hsl(${(hue + 200) % 360} 80% 45%)"/>`,
    `<circle cx="${heroX + unit}" cy="${ground - unit * 1.5}" r="${unit / 5}" fill="#fff"/>`,
    `<rect width="${w}" height="${unit * 1.6}" fill="#000" fill-opacity="0.35"/>`,
    `<text x="${unit}" y="${unit * 1.1}" font-family="monospace" font-size="${unit}" fill="#fff">${score}</text>`,
    ...[0, 1, 2].map(
      (i) =>
        `<circle cx="${w - unit * (1.2 + i * 1.4)}" cy="${unit * 0.8}" r="${unit / 2.4}" fill="hsl(350 85% 60%)"/>`,
    ),
  ].join('');
}

/** A wide banner: a horizontal gradient, soft rings and the title. */
function banner(w: number, h: number, hue: number, title: string, next: () => number): string {
  const rings = Array.from({ length: 4 }, () => {
    const r = Math.round(h * (0.3 + next() * 0.6));
    return `<circle cx="${Math.round(w * (0.45 + next() * 0.55))}" cy="${Math.round(next() * h)}" r="${r}" fill="none" stroke="#fff" stroke-opacity="0.14" stroke-width="${Math.round(h / 20)}"/>`;
  }).join('');
  return [
    `<defs>${gradient('band', `hsl(${hue} 70% 38%)`, `hsl(${(hue + 60) % 360} 70% 55%)`, false)}</defs>`,
    `<rect width="${w}" height="${h}" fill="url(#band)"/>${rings}`,
    // Long titles are squeezed to the banner's width rather than cut off.
    `<text x="${Math.round(h * 0.25)}" y="${Math.round(h / 2)}" dy="0.35em" font-family="system-ui, sans-serif" font-size="${Math.round(h * 0.22)}" font-weight="700" fill="#fff"${title.length > 26 ? ` textLength="${Math.round(w * 0.85)}" lengthAdjust="spacingAndGlyphs"` : ''}>${escapeXml(title)}</text>`,
  ].join('');
}

/** A video poster: a dark gradient with a play button. */
function poster(w: number, h: number, hue: number): string {
  const r = Math.round(Math.min(w, h) * 0.14);
  const cx = w / 2;
  const cy = h / 2;
  return [
    `<defs>${gradient('dark', `hsl(${hue} 45% 22%)`, `hsl(${(hue + 40) % 360} 50% 10%)`, true)}</defs>`,
    `<rect width="${w}" height="${h}" fill="url(#dark)"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity="0.9"/>`,
    `<polygon points="${cx - r * 0.3},${cy - r * 0.45} ${cx - r * 0.3},${cy + r * 0.45} ${cx + r * 0.5},${cy}" fill="hsl(${hue} 45% 22%)"/>`,
  ].join('');
}

/** An additional artwork (commerce §3) drawn at its own size: screenshot, banner or video poster. */
export function artworkVariantSvg({ title, hue, seed, artwork }: VariantInput): string {
  const rnd = random(variantSeed(seed, artwork.variant));
  const next = () => rnd.next().value as number;
  const { width: w, height: h } = artwork;
  const body =
    artwork.artworkClass === 'SCREENSHOT'
      ? screenshot(w, h, hue, next)
      : artwork.artworkClass === 'BANNER'
        ? banner(w, h, hue, title, next)
        : poster(w, h, hue);
  return `${svgOpen(w, h, title)}${body}</svg>`;
}
