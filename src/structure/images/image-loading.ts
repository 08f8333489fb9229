/**
 * Shell §9 lazy image loading: 3 attempts, 200 ms between them (throttle), start when an image is
 * within 1.3 viewport heights (preload ratio), and remember the last 200 loaded images so they
 * show at once when they come back (a rail scrolled back, a page revisited).
 */
export const IMAGE_ATTEMPTS = 3;
export const IMAGE_RETRY_MS = 200;
export const PRELOAD_RATIO = 1.3;
export const LOADED_CACHE_SIZE = 200;

/** IntersectionObserver margin for the preload ratio: 0.3 of a viewport beyond each edge. */
export const PRELOAD_MARGIN = `${Math.round((PRELOAD_RATIO - 1) * 100)}%`;

const loaded = new Map<string, true>();

/** Has this URL loaded recently (one of the last LOADED_CACHE_SIZE)? */
export const wasLoaded = (url: string): boolean => loaded.has(url);

/** Records a loaded URL as the newest; the oldest is forgotten beyond LOADED_CACHE_SIZE. */
export function rememberLoaded(url: string): void {
  loaded.delete(url);
  loaded.set(url, true);
  if (loaded.size > LOADED_CACHE_SIZE) {
    const oldest = loaded.keys().next().value;
    if (oldest !== undefined) loaded.delete(oldest);
  }
}

export const forgetLoadedImages = (): void => loaded.clear();

export type ImagePhase = 'waiting' | 'loading' | 'loaded' | 'failed';

/** After a failed attempt: try again (the attempt number, from 1) or give up. */
export const nextAttempt = (attempt: number): number | 'failed' =>
  attempt + 1 < IMAGE_ATTEMPTS ? attempt + 1 : 'failed';
