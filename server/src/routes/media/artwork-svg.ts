export interface ArtworkInput {
  title: string;
  hue: number;
  seed: number;
  /** Draw into this frame instead of the 512 square, its centre scaled to cover it (link previews). */
  frame?: { width: number; height: number };
}

export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.codePointAt(0)};`);

/** Up to two initials from the title's first words, e.g. "Night Drive" → "ND". */
export function initials(title: string): string {
  const words = title.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words
    .slice(0, 2)
    .map((word) => [...word][0]?.toLocaleUpperCase() ?? '')
    .join('');
}

// Small deterministic generator so one seed always draws the same shapes.
export function* random(seed: number): Generator<number> {
  let state = seed >>> 0 || 1;
  for (;;) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    yield (state >>> 0) / 0xffffffff;
  }
}

// Another shape crops the drawing's centre (slice) rather than squeezing it.
const svgRoot = ({ width, height }: { width: number; height: number } = { width: 512, height: 512 }) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="${width}" height="${height}"${width === height ? '' : ' preserveAspectRatio="xMidYMid slice"'}>`;

/** Square cover art: a two-hue gradient, a few soft circles placed by the seed, and the initials. */
export function artworkSvg({ title, hue, seed, frame }: ArtworkInput): string {
  const rnd = random(seed);
  const next = () => rnd.next().value as number;
  const hue2 = (hue + 40 + Math.round(next() * 60)) % 360;
  const circles = Array.from({ length: 3 }, () => {
    const cx = Math.round(next() * 512);
    const cy = Math.round(next() * 512);
    const r = 60 + Math.round(next() * 160);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity="0.09"/>`;
  }).join('');
  return [
    svgRoot(frame),
    `<title>${escapeXml(title)}</title>`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="hsl(${hue} 70% 52%)"/><stop offset="1" stop-color="hsl(${hue2} 65% 30%)"/>`,
    '</linearGradient></defs>',
    `<rect width="512" height="512" fill="url(#g)"/>${circles}`,
    '<text x="256" y="256" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" ',
    `font-size="180" font-weight="700" fill="#fff" fill-opacity="0.92">${escapeXml(initials(title))}</text>`,
    '</svg>',
  ].join('');
}
