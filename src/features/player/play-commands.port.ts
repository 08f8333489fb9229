import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import { showSnackbar } from '#components/snackbar/snackbar-store.ts';
import { useSession } from '#platform/session/use-session.ts';
import { type PlayerItem, sendPlayerCommand } from './player.port.ts';
import { ADD_QUEUE_NOT_LOGGED } from './player-messages.ts';

export interface PlayCommands {
  /** Plays the list from `index` (a visitor's list plays previews). */
  play(items: PlayerItem[], index: number): void;
  /** Appends to the queue (role user; visitors get the 'addQueueNotLogged' snackbar). */
  enqueue(items: PlayerItem[]): void;
  /** Pauses or resumes what is loaded. */
  toggle(): void;
  isUser: boolean;
}

/** Commerce §6: adding to the queue needs role user; a visitor may still press play to hear previews. */
export function usePlayCommands(): PlayCommands {
  const { i18n } = useLingui();
  const { isUser } = useSession();
  const play = useCallback((items: PlayerItem[], index: number) => {
    // A visitor's "Play all" queues the whole list too (issue 15): only "Add to queue" needs role user.
    if (items[index]) sendPlayerCommand({ type: 'play', items, index });
  }, []);
  const enqueue = useCallback(
    (items: PlayerItem[]) => {
      if (!isUser) {
        showSnackbar(i18n._(ADD_QUEUE_NOT_LOGGED));
        return;
      }
      if (items.length > 0) sendPlayerCommand({ type: 'enqueue', items });
    },
    [isUser, i18n],
  );
  const toggle = useCallback(() => sendPlayerCommand({ type: 'toggle' }), []);
  return useMemo(() => ({ play, enqueue, toggle, isUser }), [play, enqueue, toggle, isUser]);
}
