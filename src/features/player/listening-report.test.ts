import { describe, expect, it } from 'vitest';
import {
  finish,
  NO_TICKET_MESSAGE,
  newReportCounter,
  REPORT_EVERY_SECONDS,
  type ReportCounter,
  type ReportEffect,
  reportFailed,
  tick,
} from './listening-report.ts';

const now = new Date('2026-11-23T10:00:00.000Z');

/** Plays `seconds` seconds from `from`, one tick a second, collecting every effect. */
function play(counter: ReportCounter, seconds: number, from = 0, duration = 120) {
  const effects: ReportEffect[] = [];
  let c = counter;
  for (let s = 1; s <= seconds; s++) {
    const out = tick(c, { position: from + s, duration, now, offline: false });
    c = out.counter;
    effects.push(...out.effects);
  }
  return { counter: c, effects };
}
const reports = (effects: ReportEffect[]) => effects.filter((e) => e.type === 'report').map((e) => e.report);
const marks = (effects: ReportEffect[]) => effects.flatMap((e) => (e.type === 'progress' ? [e.percent] : []));

describe('listening reports (commerce §7, §9)', () => {
  it('a report every 15 s of playback, carrying the seconds listened and the furthest position', () => {
    expect(REPORT_EVERY_SECONDS).toBe(15);
    const { effects } = play(newReportCounter('t-1'), 31);
    const sent = reports(effects);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toEqual({
      ticketId: 't-1',
      type: 'listened',
      date: '2026-11-23T10:00:00.000Z',
      usageDuration: 15,
      maxUsageDuration: 15,
      offline: false,
      partial: true,
    });
    expect(sent[1]).toMatchObject({ usageDuration: 30, maxUsageDuration: 30, partial: true });
  });

  it('14 s of playback send nothing; the counter only moves on ticks (pauses do not count)', () => {
    expect(reports(play(newReportCounter('t'), 14).effects)).toEqual([]);
  });

  it('seeking forward raises the furthest position, not the seconds listened', () => {
    const { counter } = play(newReportCounter('t'), 5, 90);
    expect(counter.listened).toBe(5);
    expect(counter.maxPosition).toBe(95);
  });

  it('progress events at 25, 50, 75 and 100 %, each once', () => {
    const { effects, counter } = play(newReportCounter('t'), 20, 0, 40);
    expect(marks(effects)).toEqual([25, 50]);
    expect(marks(play(counter, 20, 20, 40).effects)).toEqual([75, 100]);
  });

  it('a seek past several marks announces each of them once', () => {
    expect(marks(play(newReportCounter('t'), 1, 80, 100).effects)).toEqual([25, 50, 75]);
  });

  it('the end sends a final (not partial) report and any marks still missing', () => {
    const { counter } = play(newReportCounter('t-2'), 10, 0, 100);
    const end = finish(counter, { now, offline: true, duration: 100 });
    expect(marks(end.effects)).toEqual([25, 50, 75, 100]);
    expect(reports(end.effects)).toEqual([
      expect.objectContaining({
        ticketId: 't-2',
        usageDuration: 10,
        maxUsageDuration: 100,
        partial: false,
        offline: true,
      }),
    ]);
    expect(end.counter.ticketId).toBeUndefined();
  });

  it("without a ticket nothing is reported and the end logs 'No TicketId Found'", () => {
    const { effects, counter } = play(newReportCounter(undefined), 30);
    expect(reports(effects)).toEqual([]);
    expect(finish(counter, { now, offline: false, duration: 0 }).effects).toEqual([
      { type: 'log', message: NO_TICKET_MESSAGE },
    ]);
    expect(NO_TICKET_MESSAGE).toBe('No TicketId Found');
  });

  it('a failed report resets the counting and clears the ticket', () => {
    const after = reportFailed();
    expect(after).toEqual(newReportCounter(undefined));
    expect(reports(play(after, 15).effects)).toEqual([]);
  });
});
