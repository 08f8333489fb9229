import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import classes from '#components/play-buttons.module.css';
import { AddToQueueIcon, PauseIcon, PlayIcon } from '#components/player-icons.tsx';
import { showSnackbar } from '#components/snackbar/snackbar-store.ts';
import type { StructureNode } from '#contract/structure.ts';
import { AUDIO_KINDS, COLLECTION_KINDS, pageListItems, queueItemOf } from '#structure/playable-items.ts';
import { itemProps } from '#structure/read-props.ts';
import { useStructurePage } from '#structure/structure-page-context.ts';
import { usePlayCommands } from '../play-commands.port.ts';
import { type PlayerItem, startPlayer, useNowPlaying } from '../player.port.ts';
import { useStartPlayerEarly } from '../start-player.port.ts';

/**
 * "Play" and "Add to queue" in a details header: an album, playlist, podcast or audiobook plays its
 * whole list; a track, episode or chapter plays itself. `children` go beside them (e.g. a download button).
 */
export function PlayActions({ node, children }: { node: StructureNode; children?: ReactNode }) {
  const kind = itemProps(node)?.kind;
  const playable = kind !== undefined && (AUDIO_KINDS.has(kind) || COLLECTION_KINDS.has(kind));
  useStartPlayerEarly(playable);
  if (!kind || !(AUDIO_KINDS.has(kind) || COLLECTION_KINDS.has(kind))) return null;
  return (
    <div className={classes.actions} data-play-actions="">
      {COLLECTION_KINDS.has(kind) ? <CollectionButtons node={node} /> : <ItemButtons node={node} />}
      {children}
    </div>
  );
}

function CollectionButtons({ node }: { node: StructureNode }) {
  const { t } = useLingui();
  const page = useStructurePage();
  const queryClient = useQueryClient();
  const commands = usePlayCommands();
  const [busy, setBusy] = useState(false);
  const title = node.data?.title ?? '';
  const withItems = async (use: (items: PlayerItem[]) => void) => {
    if (!page) return;
    setBusy(true);
    try {
      const items = await pageListItems(queryClient, page, title);
      if (items.length > 0) use(items);
    } catch {
      showSnackbar(t`The list could not be loaded. Check your connection and try again.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className={`${classes.action} ${classes.primary}`}
        aria-label={t`Play all of ${title}`}
        aria-busy={busy || undefined}
        disabled={busy}
        onPointerEnter={startPlayer}
        onFocus={startPlayer}
        onClick={() => void withItems((items) => commands.play(items, 0))}
      >
        <PlayIcon size={18} />
        {t`Play`}
      </button>
      <button
        type="button"
        className={classes.action}
        aria-label={t`Add to queue: ${title}`}
        disabled={busy}
        // A visitor gets the snackbar at once: nothing to fetch.
        onClick={() => (commands.isUser ? void withItems(commands.enqueue) : commands.enqueue([]))}
      >
        <AddToQueueIcon size={18} />
        {t`Add to queue`}
      </button>
    </>
  );
}

function ItemButtons({ node }: { node: StructureNode }) {
  const { t } = useLingui();
  const commands = usePlayCommands();
  const now = useNowPlaying();
  const item = queueItemOf(node);
  if (!item) return null;
  const title = item.title;
  const current = now.itemId === item.id;
  const pauses = current && now.playing;
  return (
    <>
      <button
        type="button"
        className={`${classes.action} ${classes.primary}`}
        aria-label={pauses ? t`Pause ${title}` : t`Play ${title}`}
        onPointerEnter={startPlayer}
        onFocus={startPlayer}
        onClick={() => (current ? commands.toggle() : commands.play([item], 0))}
      >
        {pauses ? <PauseIcon size={18} /> : <PlayIcon size={18} />}
        {pauses ? t`Pause` : t`Play`}
      </button>
      <button
        type="button"
        className={classes.action}
        aria-label={t`Add to queue: ${title}`}
        onClick={() => commands.enqueue([item])}
      >
        <AddToQueueIcon size={18} />
        {t`Add to queue`}
      </button>
    </>
  );
}
