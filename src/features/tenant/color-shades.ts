import type { MantineColorsTuple } from '@mantine/core';

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
