import { useRouteContext } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { afterMountLazy } from '#lib/after-mount-lazy.ts';
import { userIdOf } from '#platform/session/token-claims.ts';
import { getToken, subscribeToken } from '#platform/session/token-store.ts';
import { sendPlayerCommand, usePlayerActive } from './player.port.ts';
import { forgetPlayerMemory, hasPlayerMemory, playerMemoryKey } from './player-memory-key.ts';
import { whenIdle } from './start-player.port.ts';

/**
 * The player runtime (audio, reports, mini-player): its own chunk, loaded when the runtime starts, and rendered
 * by a plain update once it is there. Not React.lazy under Suspense: React holds a boundary's content back until
 * 300 ms after the last fallback anywhere on the page, and the page's other lazy parts were showing theirs, so
 * the runtime connected about 440 ms after its code had loaded, which was most of the offline first audio
 * (bench:media, toCommand).
 */
const PlayerRuntime = afterMountLazy(() => import('./player-runtime.tsx').then((m) => m.PlayerRuntime));

/**
 * Mounted once around the page layout, above the router outlet, so playback goes on across
 * navigations. Nothing of the player weighs on the first load: the runtime starts at the first play, or
 * once the page is idle when it shows something to play (start-player.port.ts) or the last visit left a
 * queue (it comes back paused).
 */
export function PlayerProvider({ children }: { children: ReactNode }) {
  const active = usePlayerActive();
  const { tenant } = useRouteContext({ from: '__root__' });
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
      {active && <PlayerRuntime />}
    </>
  );
}
