import { encodePng } from './png.ts';

/** Glyph geometry in units of the icon size, centred on (0.5, 0.5): a ring around a play triangle. */
interface Glyph {
  ringOuter: number;
  ringInner: number;
  triangle: [number, number][];
}

const glyph = (scale: number): Glyph => ({
  ringOuter: 0.34 * scale,
  ringInner: 0.29 * scale,
  triangle: [
    [0.5 - 0.09 * scale, 0.5 - 0.15 * scale],
    [0.5 - 0.09 * scale, 0.5 + 0.15 * scale],
    [0.5 + 0.16 * scale, 0.5],
  ],
});

/** Maskable icons keep the glyph inside the central 80 % circle (radius 0.4) that every mask preserves. */
export const MASKABLE_SAFE_RADIUS = 0.4;
const ANY_GLYPH = glyph(1.25);
const MASKABLE_GLYPH = glyph(1);

function insideTriangle(x: number, y: number, [a, b, c]: [number, number][]): boolean {
  if (!a || !b || !c) return false;
  const side = (p: [number, number], q: [number, number]) =>
    (q[0] - p[0]) * (y - p[1]) - (q[1] - p[1]) * (x - p[0]);
  const d1 = side(a, b);
  const d2 = side(b, c);
  const d3 = side(c, a);
  return (d1 >= 0 && d2 >= 0 && d3 >= 0) || (d1 <= 0 && d2 <= 0 && d3 <= 0);
}

function covered(x: number, y: number, g: Glyph): boolean {
  const r = Math.hypot(x - 0.5, y - 0.5);
  return (r <= g.ringOuter && r >= g.ringInner) || insideTriangle(x, y, g.triangle);
}

const hexRgb = (hex: string): [number, number, number] => [
  Number.parseInt(hex.slice(1, 3), 16),
  Number.parseInt(hex.slice(3, 5), 16),
  Number.parseInt(hex.slice(5, 7), 16),
];

/** Solid tenant colour with a white glyph, anti-aliased by 4×4 supersampling. */
export function renderIconPng(size: number, colour: string, purpose: 'any' | 'maskable'): Buffer {
  const g = purpose === 'maskable' ? MASKABLE_GLYPH : ANY_GLYPH;
  const bg = hexRgb(colour);
  const pixels = new Uint8Array(size * size * 3);
  const samples = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let hits = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          if (covered((px + (sx + 0.5) / samples) / size, (py + (sy + 0.5) / samples) / size, g)) hits++;
        }
      }
      const alpha = hits / (samples * samples);
      const offset = (py * size + px) * 3;
      for (let ch = 0; ch < 3; ch++) pixels[offset + ch] = Math.round(bg[ch]! * (1 - alpha) + 255 * alpha);
    }
  }
  return encodePng(size, size, pixels);
}

/** The same glyph as an SVG favicon, for browsers that take vector icons. */
export function faviconSvg(colour: string): string {
  const g = ANY_GLYPH;
  const ring = ((g.ringOuter + g.ringInner) / 2) * 64;
  const width = (g.ringOuter - g.ringInner) * 64;
  const points = g.triangle.map(([x, y]) => `${(x * 64).toFixed(2)},${(y * 64).toFixed(2)}`).join(' ');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">',
    `<rect width="64" height="64" rx="14" fill="${colour}"/>`,
    `<circle cx="32" cy="32" r="${ring.toFixed(2)}" fill="none" stroke="#fff" stroke-width="${width.toFixed(2)}"/>`,
    `<polygon points="${points}" fill="#fff"/>`,
    '</svg>',
  ].join('');
}
