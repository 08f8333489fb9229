import { colorShades, filledShade } from '#platform/tenant/color-shades.ts';

/**
 * The shade of a #rrggbb colour to fill a button with, so the label autoContrast puts on it (black on light
 * colours, white on the rest) reaches WCAG AA (4.5:1): the colour itself, or its first darker shade that does,
 * as the theme's own filled buttons do. Other colour syntaxes are kept as they are.
 */
export function buttonFill(color: string): string {
  if (!/^#[0-9a-f]{6}$/i.test(color)) return color;
  const shades = colorShades(color);
  return shades[filledShade(shades)] ?? color;
}
