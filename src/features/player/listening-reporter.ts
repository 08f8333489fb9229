import {
  finish,
  newReportCounter,
  type ProgressMark,
  type ReportCounter,
  type ReportEffect,
  reportFailed,
  type StreamingReport,
  tick,
} from './listening-report.ts';

/** The counter ticks once a second (commerce §9), and counts the second only if audio really played. */
export const TICK_MS = 1000;

export interface ReporterDeps {
  /** True only while sound really comes out (not paused, buffering or seeking). */
  audible(): boolean;
  position(): number;
  duration(): number;
  /** Sends (or queues) a report; throws when the server refused it. */
  send(report: StreamingReport): Promise<void>;
  progress(percent: ProgressMark): void;
  log(message: string): void;
  now?: () => Date;
}

/**
 * Carries out the pure listening counter (listening-report.ts) for the current item: a 1 s timer
 * that counts only audible seconds, the reports it yields, and the reset when one is refused.
 */
export class ListeningReporter {
  private counter: ReportCounter = newReportCounter(undefined);
  private offline = false;
  private timer: ReturnType<typeof setInterval> | undefined;
  /** Bumped per item, so a late refusal of an earlier item's report cannot reset the new one. */
  private generation = 0;

  private readonly deps: ReporterDeps;

  constructor(deps: ReporterDeps) {
    this.deps = deps;
  }

  get ticket(): string | undefined {
    return this.counter.ticketId;
  }
  get listened(): number {
    return this.counter.listened;
  }

  /** A new item starts: a fresh counter with its ticket (offline plays report with the download's ticket). */
  start(ticketId: string | undefined, offline: boolean): void {
    this.stop();
    this.generation += 1;
    this.counter = newReportCounter(ticketId);
    this.offline = offline;
    this.timer = setInterval(() => this.tick(), TICK_MS);
  }

  /** The item is left before its end (next, close): no final report. */
  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.counter = newReportCounter(undefined);
  }

  /** The item played to its end: the final report (or 'No TicketId Found'). */
  finish(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    const input = { now: this.now(), offline: this.offline, duration: this.deps.duration() };
    const result = finish(this.counter, input);
    this.counter = result.counter;
    this.carryOut(result.effects);
  }

  private tick(): void {
    if (!this.deps.audible()) return;
    const input = {
      position: this.deps.position(),
      duration: this.deps.duration(),
      now: this.now(),
      offline: this.offline,
    };
    const result = tick(this.counter, input);
    this.counter = result.counter;
    this.carryOut(result.effects);
  }

  private carryOut(effects: ReportEffect[]): void {
    for (const effect of effects) {
      if (effect.type === 'progress') this.deps.progress(effect.percent);
      else if (effect.type === 'log') this.deps.log(effect.message);
      else this.deliver(effect.report);
    }
  }

  private deliver(report: StreamingReport): void {
    const generation = this.generation;
    this.deps.send(report).catch(() => {
      // Commerce §8: a failed report resets the reporting and clears the ticket.
      if (generation === this.generation) this.counter = reportFailed();
    });
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }
}
