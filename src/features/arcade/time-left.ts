import { type LayoutDir, numberingSystemFor } from '#lib/format.ts';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/**
 * How far an instant is from now in the page language ("in 3 days", "قبل ٥ أشهر"), in the largest unit
 * that is at least one; under a minute counts as a minute.
 */
export function relativeTime(iso: string, locale: string, dir: LayoutDir, now = Date.now()): string {
  const delta = Date.parse(iso) - now;
  if (!Number.isFinite(delta)) return '';
  const format = new Intl.RelativeTimeFormat(`${locale}-u-nu-${numberingSystemFor(locale, dir)}`, {
    numeric: 'always',
  });
  const [unit, size] = UNITS.find(([, ms]) => Math.abs(delta) >= ms) ?? ['minute', 60_000];
  const amount = Math.trunc(delta / size) || Math.sign(delta) || 1;
  return format.format(amount, unit);
}
