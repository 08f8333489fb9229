/**
 * Resume (commerce §3 play history): a stored position is used unless it is near the start (under 5 s) or
 * the video was watched to the end (past 95 %); positions are saved every 15 s of playback, on pause and
 * when the page is hidden.
 */
export const RESUME_MIN_SECONDS = 5;
export const RESUME_MAX_SHARE = 0.95;
export const SAVE_EVERY_MS = 15_000;

/** Where to start: the stored position, or undefined for the beginning. */
export function resumeStart(position: number | undefined, durationSec: number): number | undefined {
  if (position === undefined || !Number.isFinite(position) || position < RESUME_MIN_SECONDS) return undefined;
  if (durationSec > 0 && position > durationSec * RESUME_MAX_SHARE) return undefined;
  return position;
}

/** Whether a position differs enough from the last saved one to be worth another write. */
export const worthSaving = (position: number, lastSaved: number | undefined): boolean =>
  Number.isFinite(position) && (lastSaved === undefined || Math.abs(Math.floor(position) - lastSaved) >= 1);
