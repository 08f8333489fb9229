/** Date range status (commerce §9): past, future, present or unknown. */
export type DateRangeStatus = 'past' | 'future' | 'present' | 'unknown';

export type DateInput = Date | string | number | null | undefined;

/** A Date, an ISO-8601 string or epoch milliseconds; anything unparsable → undefined. */
function toTime(value: DateInput): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const time =
    value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(time) ? time : undefined;
}

/**
 * Where `now` stands relative to [start, end], both bounds inclusive: before start → future,
 * after end → past, otherwise present. A missing or invalid bound, or start after end → unknown.
 */
export function dateRangeStatus(
  start: DateInput,
  end: DateInput,
  now: DateInput = Date.now(),
): DateRangeStatus {
  const from = toTime(start);
  const to = toTime(end);
  const at = toTime(now);
  if (from === undefined || to === undefined || at === undefined || from > to) return 'unknown';
  if (at < from) return 'future';
  if (at > to) return 'past';
  return 'present';
}
