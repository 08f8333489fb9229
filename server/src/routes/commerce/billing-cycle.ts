import type { BillingCycle } from '../../../../contract/commerce-types.ts';

/** Commerce §3 billing cycles as PostgreSQL intervals: month and year steps follow the calendar. */
const INTERVALS: Record<BillingCycle, string> = {
  P1D: '1 day',
  P7D: '7 days',
  P1M: '1 month',
  P1Y: '1 year',
};

/** A cycle of the contract's list, else an error: the table's check keeps others out. */
export function cycleInterval(cycle: string): string {
  const interval = INTERVALS[cycle as BillingCycle];
  if (!interval) throw new Error(`Unknown billing cycle ${cycle}`);
  return interval;
}

/** ISO 8601 durations the trials and the demo clock take: PnD, PnW, PnM, PnY, PTnH (whole numbers). */
const DURATION =
  /^P(?:(\d{1,4})Y)?(?:(\d{1,4})M)?(?:(\d{1,4})W)?(?:(\d{1,5})D)?(?:T(?:(\d{1,6})H)?(?:(\d{1,6})M)?)?$/;

/** A duration as a PostgreSQL interval literal, or undefined when it is not one of those forms (or empty). */
export function durationInterval(duration: string): string | undefined {
  const match = DURATION.exec(duration);
  if (!match || duration === 'P' || duration.endsWith('T')) return undefined;
  const [, y, mo, w, d, h, mi] = match.map((part) => Number(part ?? 0));
  const parts = [
    y ? `${y} years` : '',
    mo ? `${mo} months` : '',
    w ? `${w * 7} days` : '',
    d ? `${d} days` : '',
    h ? `${h} hours` : '',
    mi ? `${mi} minutes` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}
