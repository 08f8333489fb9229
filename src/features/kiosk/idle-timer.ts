/** Issue 21 defaults: reset after 120 s without input; the countdown shows for the last 10 s. */
export const DEFAULT_IDLE_SECONDS = 120;
export const COUNTDOWN_MS = 10_000;
const TICK_MS = 1_000;

export interface IdleTimerOptions {
  timeoutMs: number;
  countdownMs?: number;
  /** True while something keeps the kiosk in use without input (media playing): the wait starts over. */
  busy: () => boolean;
  /** Seconds left while the countdown shows, null when it goes away. */
  onCountdown: (secondsLeft: number | null) => void;
  /** The time is up: reset the kiosk. */
  onExpire: () => void;
}

export interface IdleTimer {
  /** Any input: the wait starts over and a showing countdown goes away. */
  activity(): void;
  stop(): void;
}

/** Counts the time without input, once a second; never counts while `busy()` holds. */
export function createIdleTimer({
  timeoutMs,
  countdownMs = COUNTDOWN_MS,
  busy,
  onCountdown,
  onExpire,
}: IdleTimerOptions): IdleTimer {
  let last = Date.now();
  let shown: number | null = null;
  const show = (seconds: number | null) => {
    if (seconds === shown) return;
    shown = seconds;
    onCountdown(seconds);
  };
  const tick = () => {
    const now = Date.now();
    if (busy()) {
      last = now;
      show(null);
      return;
    }
    const left = timeoutMs - (now - last);
    if (left <= 0) {
      last = now;
      show(null);
      onExpire();
    } else if (left <= countdownMs) show(Math.ceil(left / 1000));
    else show(null);
  };
  const timer = setInterval(tick, TICK_MS);
  return {
    activity() {
      last = Date.now();
      show(null);
    },
    stop() {
      clearInterval(timer);
    },
  };
}
