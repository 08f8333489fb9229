import { guardedReload } from './reload-guard.ts';

/**
 * A chunk of the old build is gone from the server (vite:preloadError): a reload loads the new
 * build's chunks. When the guard refuses, the error goes on to the error page instead.
 */
export function reloadOnChunkFailure(): () => void {
  const onPreloadError = (event: Event) => {
    if (guardedReload()) event.preventDefault();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}
