/** WCAG AA for normal-size text. */
export const AA_CONTRAST = 4.5;
const FALLBACK = '#1c7ed6';
const HEX = /^#[0-9a-f]{6}$/i;

type Rgb = [number, number, number];

const channels = (hex: string): Rgb => {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

const toHex = (rgb: readonly number[]): string =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** Linear mix: weight 0 gives `from`, 1 gives `to`. */
export const mixHex = (from: string, to: string, weight: number): string => {
  const a = channels(from);
  const b = channels(to);
  return toHex(a.map((c, i) => c + ((b[i] ?? c) - c) * weight));
};

/** WCAG 2 relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export const contrast = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** Tenant colours come from the database and end up in a <style> element: only #rrggbb passes. */
export const safeColour = (value: string | undefined, fallback = FALLBACK): string =>
  value && HEX.test(value) ? value.toLowerCase() : fallback;

/** Moves `colour` towards `towards` in small steps until it reaches AA against `background`. */
export function readableOn(colour: string, background: string, towards: string): string {
  for (let weight = 0; weight <= 1; weight += 0.05) {
    const candidate = mixHex(colour, towards, weight);
    if (contrast(candidate, background) >= AA_CONTRAST) return candidate;
  }
  return towards;
}

/** A filled button: light colours keep black labels; others darken until white labels reach AA. */
export function buttonColours(colour: string): { background: string; text: string } {
  if (luminance(colour) > 0.3 && contrast(colour, '#000000') >= AA_CONTRAST) {
    return { background: colour, text: '#000000' };
  }
  return { background: readableOn(colour, '#ffffff', '#000000'), text: '#ffffff' };
}
