import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { setPlayerPreload, usePlayerActive } from './player.port.ts';

/** Loads the player runtime (audio, reports, mini-player); play buttons may warm it up on hover or focus. */
export const loadPlayerRuntime = () => import('./player-runtime.tsx');

const PlayerRuntime = lazy(() => loadPlayerRuntime().then((m) => ({ default: m.PlayerRuntime })));

/**
 * Mounted once around the page layout, above the router outlet, so playback goes on across
 * navigations. Nothing of the player weighs on the first load until something is played.
 */
export function PlayerProvider({ children }: { children: ReactNode }) {
  const active = usePlayerActive();
  useEffect(() => setPlayerPreload(loadPlayerRuntime), []);
  return (
    <>
      {children}
      {active && (
        <Suspense fallback={null}>
          <PlayerRuntime />
        </Suspense>
      )}
    </>
  );
}
