import { afterMountLazy } from '#lib/after-mount-lazy.ts';
import { useSession } from '#platform/session/use-session.ts';

const Rail = afterMountLazy(() => import('./continue-watching-rail.tsx').then((m) => m.ContinueWatchingRail));

/**
 * The `continue-watching` node (home, video lists): nothing for a visitor, on the server and while hydrating
 * (the session is read after hydration; a disabled query would still answer from the persisted cache, so the
 * session decides first); the rail's code loads only for a signed-in user.
 */
export function ContinueWatchingSlot() {
  const { isUser } = useSession();
  if (!isUser) return null;
  return <Rail />;
}
