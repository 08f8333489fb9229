import { luminance as mantineLuminance } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { BASE_SHADE, colorShades, filledShade, mixHex } from './color-shades.ts';

const luminance = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * ((n >> 16) & 255) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255);
};

describe('colour shades', () => {
  it('mixes two colours channel by channel', () => {
    expect(mixHex('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mixHex('#ff0000', '#0000ff', 0)).toBe('#ff0000');
    expect(mixHex('#ff0000', '#0000ff', 1)).toBe('#0000ff');
    expect(mixHex('#102030', '#304050', 0.25)).toBe('#182838');
  });

  it('builds ten shades with the tenant colour itself at the filled shade', () => {
    const shades = colorShades('#1C7ED6');
    expect(shades).toHaveLength(10);
    expect(shades[BASE_SHADE]).toBe('#1c7ed6');
    for (const shade of shades) expect(shade).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('runs from lightest to darkest', () => {
    const values = colorShades('#e8590c').map(luminance);
    for (let i = 1; i < values.length; i++)
      expect(values[i]).toBeLessThan(values[i - 1] ?? Number.POSITIVE_INFINITY);
  });

  it('keeps the lightest shade a near-white tint usable as a background', () => {
    expect(luminance(colorShades('#2b8a3e')[0] ?? '')).toBeGreaterThan(235);
  });

  it('fills with the tenant colour when its autoContrast text already meets WCAG AA', () => {
    for (const colour of ['#c2255c', '#4dabf7', '#f06595'])
      expect(filledShade(colorShades(colour))).toBe(BASE_SHADE);
  });

  it('darkens the filled shade until white text reaches 4.5:1', () => {
    const shades = colorShades('#1c7ed6');
    const index = filledShade(shades);
    expect(index).toBeGreaterThan(BASE_SHADE);
    const ratio = 1.05 / (mantineLuminance(shades[index] ?? '') + 0.05);
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });
});
