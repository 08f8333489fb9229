import type shakaNamespace from 'shaka-player/dist/shaka-player.dash-es2021.js';

/** The Shaka namespace (DASH-only build: 173 KB gz, no offline storage; this portal plays DASH). */
export type Shaka = typeof shakaNamespace;

let loading: Promise<Shaka> | undefined;

/**
 * Loads Shaka on demand, in a browser effect only: the UMD touches `window`, so never during server rendering,
 * and never in the first load. Polyfills are installed once.
 */
export function loadShaka(): Promise<Shaka> {
  loading ??= import('shaka-player/dist/shaka-player.dash-es2021.js').then((module) => {
    const shaka = module.default;
    shaka.polyfill.installAll();
    return shaka;
  });
  loading.catch(() => {
    // A failed chunk load may be retried (e.g. after a reconnect).
    loading = undefined;
  });
  return loading;
}
