import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_TICKET_MESSAGE, type StreamingReport } from './listening-report.ts';
import { ListeningReporter, TICK_MS } from './listening-reporter.ts';

function setup(send: (report: StreamingReport) => Promise<void> = () => Promise.resolve()) {
  const audio = { audible: false, position: 0, duration: 120 };
  const sent: StreamingReport[] = [];
  const deps = {
    audible: () => audio.audible,
    position: () => audio.position,
    duration: () => audio.duration,
    send: vi.fn((report: StreamingReport) => {
      sent.push(report);
      return send(report);
    }),
    progress: vi.fn(),
    log: vi.fn(),
    now: () => new Date('2026-11-23T10:00:00Z'),
  };
  const reporter = new ListeningReporter(deps);
  /** n seconds of wall-clock time, each second audible or not. */
  const seconds = (n: number, audible: boolean) => {
    for (let i = 0; i < n; i++) {
      audio.audible = audible;
      if (audible) audio.position += 1;
      vi.advanceTimersByTime(TICK_MS);
    }
  };
  return { reporter, deps, sent, audio, seconds };
}

describe('listening reporter (commerce §7/§9: 1 s ticks of real playback, a report every 15 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts only the seconds audio really plays: paused or buffering time is not listening', () => {
    const { reporter, sent, seconds } = setup();
    reporter.start('t-1', false);
    seconds(10, true);
    seconds(30, false);
    expect(sent).toEqual([]);
    seconds(5, true);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ ticketId: 't-1', type: 'listened', usageDuration: 15, partial: true });
    expect(reporter.listened).toBe(15);
  });

  it('a report every 15 s of play, then the final one at the end', () => {
    const { reporter, sent, seconds } = setup();
    reporter.start('t-1', false);
    seconds(31, true);
    expect(sent.map((r) => r.usageDuration)).toEqual([15, 30]);
    reporter.finish();
    expect(sent.at(-1)).toMatchObject({ partial: false, usageDuration: 31, maxUsageDuration: 120 });
  });

  it('progress events at 25/50/75/100 % of the item', () => {
    const { reporter, deps, seconds, audio } = setup();
    audio.duration = 40;
    reporter.start('t-1', false);
    seconds(20, true);
    expect(deps.progress.mock.calls.map(([percent]) => percent)).toEqual([25, 50]);
    reporter.finish();
    expect(deps.progress.mock.calls.map(([percent]) => percent)).toEqual([25, 50, 75, 100]);
  });

  it('a refused report resets the reporting and clears the ticket (commerce §8)', async () => {
    const refuse = vi.fn(() => Promise.reject(new Error('403')));
    const { reporter, sent, seconds, deps } = setup(refuse);
    reporter.start('t-1', false);
    seconds(15, true);
    await vi.runOnlyPendingTimersAsync();
    expect(reporter.ticket).toBeUndefined();
    expect(reporter.listened).toBeLessThan(15);
    seconds(30, true);
    // Without a ticket nothing more is sent, and the end logs the missing ticket.
    expect(sent).toHaveLength(1);
    reporter.finish();
    expect(deps.log).toHaveBeenCalledWith(NO_TICKET_MESSAGE);
  });

  it("a late refusal of an earlier item's report does not reset the next item", async () => {
    let reject: (error: Error) => void = () => undefined;
    const { reporter, seconds } = setup(() => new Promise((_, r) => (reject = r)));
    reporter.start('t-1', false);
    seconds(15, true);
    reporter.start('t-2', false);
    reject(new Error('403'));
    await Promise.resolve();
    await Promise.resolve();
    expect(reporter.ticket).toBe('t-2');
  });

  it('offline plays (a download) report with offline: true', () => {
    const { reporter, sent, seconds } = setup();
    reporter.start('dl-1', true);
    seconds(15, true);
    expect(sent[0]).toMatchObject({ ticketId: 'dl-1', offline: true });
  });

  it('leaving an item early stops counting without a final report', () => {
    const { reporter, sent, seconds } = setup();
    reporter.start('t-1', false);
    seconds(10, true);
    reporter.stop();
    seconds(30, true);
    expect(sent).toEqual([]);
  });
});
