import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import { showSnackbar } from '#components/snackbar/snackbar-store.ts';
import { useSession } from '#platform/session/use-session.ts';
import { type PlayerItem, sendPlayerCommand } from './player.port.ts';
import { ADD_QUEUE_NOT_LOGGED } from './player-messages.ts';

export interface PlayCommands {
  /** Plays the list from `index`; a visitor hears only that item (queues need role user). */
  play(items: PlayerItem[], index: number): void;
  /** Appends to the queue (role user; visitors get the 'addQueueNotLogged' snackbar). */
  enqueue(items: PlayerItem[]): void;
  /** Pauses or resumes what is loaded. */
  toggle(): void;
  isUser: boolean;
}

/** Commerce §6: adding to the queue needs role user; a visitor may still press play to hear a preview. */
export function usePlayCommands(): PlayCommands {
  const { i18n } = useLingui();
  const { isUser } = useSession();
  const play = useCallback(
    (items: PlayerItem[], index: number) => {
      const chosen = items[index];
      if (!chosen) return;
      if (isUser) sendPlayerCommand({ type: 'play', items, index });
      else sendPlayerCommand({ type: 'play', items: [chosen], index: 0 });
    },
    [isUser],
  );
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
