import { useRouteContext } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { userIdOf } from '#platform/session/token-claims.ts';
import { getToken, subscribeToken } from '#platform/session/token-store.ts';
import { sendPlayerCommand, setPlayerPreload, usePlayerActive } from './player.port.ts';
import { forgetPlayerMemory, hasPlayerMemory, playerMemoryKey } from './player-memory-key.ts';

/** Loads the player runtime (audio, reports, mini-player); play buttons may warm it up on hover or focus. */
export const loadPlayerRuntime = () => import('./player-runtime.tsx');

const PlayerRuntime = lazy(() => loadPlayerRuntime().then((m) => ({ default: m.PlayerRuntime })));

/** Runs once the page is idle (after hydration), or after `timeout` ms at the latest. */
function whenIdle(task: () => void, timeout = 3000): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, 500);
  return () => clearTimeout(id);
}

/**
 * Mounted once around the page layout, above the router outlet, so playback goes on across
 * navigations. Nothing of the player weighs on the first load until something is played, or until
 * the page is idle and the last visit left a queue: it comes back paused.
 */
export function PlayerProvider({ children }: { children: ReactNode }) {
  const active = usePlayerActive();
  const { tenant } = useRouteContext({ from: '__root__' });
  useEffect(() => setPlayerPreload(loadPlayerRuntime), []);
  useEffect(() => {
    if (!hasPlayerMemory(playerMemoryKey(tenant.name, userIdOf(getToken())))) return;
    return whenIdle(() => sendPlayerCommand({ type: 'restore' }));
  }, [tenant.name]);
  // Logging out (or another user logging in) forgets the queue the previous user left.
  useEffect(() => {
    let user = userIdOf(getToken());
    return subscribeToken((token) => {
      const next = userIdOf(token);
      if (next === user) return;
      forgetPlayerMemory(playerMemoryKey(tenant.name, user));
      user = next;
    });
  }, [tenant.name]);
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
