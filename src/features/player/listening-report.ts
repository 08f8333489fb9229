/**
 * Listening reports (commerce §7/§8/§9) as a pure counter: the player calls `tick` once a second
 * while audio really plays; every 15 counted seconds it yields a partial report, at 25/50/75/100 %
 * of the item a progress event, and at the end a final report (or 'No TicketId Found'). A failed
 * report resets the counting and clears the ticket. The caller sends what comes out.
 */

export const REPORT_EVERY_SECONDS = 15;
export const PROGRESS_MARKS = [25, 50, 75, 100] as const;
export type ProgressMark = (typeof PROGRESS_MARKS)[number];
export const NO_TICKET_MESSAGE = 'No TicketId Found';

export interface ReportCounter {
  ticketId: string | undefined;
  /** Seconds actually played since the ticket was issued. */
  listened: number;
  /** Seconds counted since the last report. */
  sinceReport: number;
  /** The furthest position reached, in seconds. */
  maxPosition: number;
  /** Progress marks already announced for this item. */
  marks: ProgressMark[];
}

/** POST /content/streaming/report body, without the transport details. */
export interface StreamingReport {
  ticketId: string;
  type: 'listened';
  /** ISO 8601 time of the report. */
  date: string;
  usageDuration: number;
  maxUsageDuration: number;
  offline: boolean;
  /** true while the item plays on; false for the report at its end. */
  partial: boolean;
}

export type ReportEffect =
  | { type: 'report'; report: StreamingReport }
  | { type: 'progress'; percent: ProgressMark }
  | { type: 'log'; message: string };

export const newReportCounter = (ticketId: string | undefined): ReportCounter => ({
  ticketId,
  listened: 0,
  sinceReport: 0,
  maxPosition: 0,
  marks: [],
});

export interface TickInput {
  /** Current position in seconds. */
  position: number;
  /** Item duration in seconds (0 or unknown: no progress marks). */
  duration: number;
  now: Date;
  offline: boolean;
}

const report = (
  c: ReportCounter,
  ticketId: string,
  input: Pick<TickInput, 'now' | 'offline'>,
  partial: boolean,
) =>
  ({
    type: 'report',
    report: {
      ticketId,
      type: 'listened',
      date: input.now.toISOString(),
      usageDuration: Math.round(c.listened),
      maxUsageDuration: Math.round(c.maxPosition),
      offline: input.offline,
      partial,
    },
  }) satisfies ReportEffect;

/** One second of real playback. */
export function tick(
  counter: ReportCounter,
  input: TickInput,
): { counter: ReportCounter; effects: ReportEffect[] } {
  const maxPosition = Math.max(counter.maxPosition, Number.isFinite(input.position) ? input.position : 0);
  let next: ReportCounter = {
    ...counter,
    listened: counter.listened + 1,
    sinceReport: counter.sinceReport + 1,
    maxPosition,
  };
  const effects: ReportEffect[] = [];
  if (input.duration > 0) {
    const percent = (maxPosition / input.duration) * 100;
    const reached = PROGRESS_MARKS.filter((mark) => percent >= mark && !next.marks.includes(mark));
    for (const mark of reached) effects.push({ type: 'progress', percent: mark });
    if (reached.length > 0) next = { ...next, marks: [...next.marks, ...reached] };
  }
  if (next.sinceReport >= REPORT_EVERY_SECONDS && next.ticketId) {
    effects.push(report(next, next.ticketId, input, true));
    next = { ...next, sinceReport: 0 };
  }
  return { counter: next, effects };
}

/** The item played to its end: the final report, or the log line when there is no ticket. */
export function finish(
  counter: ReportCounter,
  input: Pick<TickInput, 'now' | 'offline' | 'duration'>,
): { counter: ReportCounter; effects: ReportEffect[] } {
  const effects: ReportEffect[] = [];
  const atEnd = { ...counter, maxPosition: Math.max(counter.maxPosition, input.duration) };
  const missing = PROGRESS_MARKS.filter((mark) => !atEnd.marks.includes(mark));
  if (input.duration > 0) for (const mark of missing) effects.push({ type: 'progress', percent: mark });
  if (!counter.ticketId) effects.push({ type: 'log', message: NO_TICKET_MESSAGE });
  else effects.push(report(atEnd, counter.ticketId, input, false));
  return { counter: newReportCounter(undefined), effects };
}

/** A report could not be delivered: counting starts over and the ticket is dropped (commerce §8). */
export const reportFailed = (): ReportCounter => newReportCounter(undefined);
