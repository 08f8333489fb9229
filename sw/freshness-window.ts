import { Strategy, type StrategyHandler, type StrategyOptions } from 'workbox-strategies';
import { answerWithinWindow, asksRevalidation, wantsNetworkAnswer } from './freshness.ts';

export interface FreshnessWindowOptions extends StrategyOptions {
  /** How long a stored answer serves without asking the network; 0 means network first. */
  windowMs: number;
  /** Past the window, how long the network may take before the stored answer serves (default: no limit). */
  deadlineMs?: number;
}

/** Workbox strategy for answers that stay good for a known time (shell spec §9 cache windows). */
export class FreshnessWindow extends Strategy {
  readonly windowMs: number;
  readonly deadlineMs: number | undefined;

  constructor({ windowMs, deadlineMs, ...options }: FreshnessWindowOptions) {
    super(options);
    this.windowMs = windowMs;
    this.deadlineMs = deadlineMs;
  }

  protected override _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    // A request that says Cache-Control: no-cache (the portal after a subscribe or cancel) wants the newest answer
    // too; it is stored under the same key, so the next ordinary request gets it.
    const fresh = wantsNetworkAnswer(new URL(request.url)) || asksRevalidation(request);
    const windowMs = fresh ? 0 : this.windowMs;
    return answerWithinWindow(
      windowMs,
      {
        // The handler runs the plugins: tenant cache key, expiration bookkeeping.
        cached: () => handler.cacheMatch(request),
        network: () => handler.fetch(request),
        store: (response) => void handler.waitUntil(handler.cachePut(request, response)),
        now: () => Date.now(),
        keepAlive: (work) => void handler.waitUntil(work),
      },
      this.deadlineMs,
    );
  }
}
