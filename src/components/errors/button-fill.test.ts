import { luminance } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { LUMINANCE_THRESHOLD } from '#platform/tenant/color-shades.ts';
import { buttonFill } from './button-fill.ts';

const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
};
/** The label Mantine's autoContrast puts on a fill. */
const labelOn = (fill: string) => (luminance(fill) > LUMINANCE_THRESHOLD ? '#000000' : '#ffffff');

describe('buttonFill (the error screen\'s "Get started")', () => {
  it('darkens a mid-tone tenant colour whose white label misses 4.5:1 (#1c7ed6: 4.19:1)', () => {
    expect(contrast('#1c7ed6', '#ffffff')).toBeLessThan(4.5);
    const fill = buttonFill('#1c7ed6');
    expect(fill).not.toBe('#1c7ed6');
    expect(contrast(fill, labelOn(fill))).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps colours that already reach AA, dark or light', () => {
    expect(buttonFill('#1864ab')).toBe('#1864ab');
    expect(buttonFill('#ffd43b')).toBe('#ffd43b');
  });

  it('keeps colour syntaxes it does not read', () => {
    expect(buttonFill('var(--x)')).toBe('var(--x)');
  });
});
