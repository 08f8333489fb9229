import { luminance, type MantineColorShade, type MantineColorsTuple } from '@mantine/core';

const channels = (hex: string): [number, number, number] => {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

const toHex = (rgb: number[]): string =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** Linear mix of two #rrggbb colours: weight 0 gives `from`, 1 gives `to`. */
export function mixHex(from: string, to: string, weight: number): string {
  const a = channels(from);
  const b = channels(to);
  return toHex(a.map((c, i) => c + ((b[i] ?? 0) - c) * weight));
}

/** The tenant colour sits at index 6, Mantine's filled shade; lighter tints before it, darker shades after. */
export const BASE_SHADE = 6;
const TINTS = [0.08, 0.2, 0.34, 0.5, 0.66, 0.82];
const SHADES = [0.16, 0.3, 0.44];

/** Ten shades from one tenant colour (Mantine colours need all ten: light variants, hovers, borders). */
export function colorShades(base: string): MantineColorsTuple {
  const colour = base.toLowerCase();
  const tints = TINTS.map((w) => mixHex('#ffffff', colour, w));
  const shades = SHADES.map((w) => mixHex(colour, '#000000', w));
  return [...tints, colour, ...shades] as unknown as MantineColorsTuple;
}

/** Mantine's default: autoContrast puts black text on colours lighter than this, white on the rest. */
export const LUMINANCE_THRESHOLD = 0.3;
/** WCAG AA for normal-size text. */
const AA_CONTRAST = 4.5;

const contrastRatio = (a: number, b: number): number => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * The shade to fill buttons with: the tenant colour itself when the text autoContrast puts on it
 * (black above the luminance threshold, white below) reaches WCAG AA, else the first darker shade
 * that does, so white labels stay readable on mid-tone colours such as #1c7ed6 (4.2:1 → 5.6:1).
 */
export function filledShade(shades: MantineColorsTuple, threshold = LUMINANCE_THRESHOLD): MantineColorShade {
  for (let index = BASE_SHADE; index < shades.length; index++) {
    const background = luminance(shades[index] ?? '#000000');
    const text = background > threshold ? 0 : 1;
    if (contrastRatio(background, text) >= AA_CONTRAST) return index as MantineColorShade;
  }
  return 9;
}
