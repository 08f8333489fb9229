import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import playClasses from '#components/play-buttons.module.css';
import { PauseIcon, PlayIcon } from '#components/player-icons.tsx';
import { showSnackbar } from '#components/snackbar/snackbar-store.ts';
import type { WalletItem } from '#contract/player.ts';
import { usePlayCommands } from '#features/player/play-commands.port.ts';
import { startPlayer, useNowPlaying } from '#features/player/player.port.ts';
import type { QueryScope } from '#lib/query-scope.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import { NodeLink } from '#structure/node-link.tsx';
import classes from './wallet.module.css';
import { playsItself, walletCollectionItems, walletQueueItem } from './wallet-play.ts';

/** One owned item: artwork, title (its page), what it is and since when, and a play button. */
export function WalletRow({ item, scope }: { item: WalletItem; scope: QueryScope }) {
  const { t } = useLingui();
  const { date } = useFormats();
  const router = useRouter();
  const queryClient = useQueryClient();
  const commands = usePlayCommands();
  const now = useNowPlaying();
  const [busy, setBusy] = useState(false);
  const single = playsItself(item);
  const current = single && now.itemId === item.id;
  const pauses = current && now.playing;
  const kind = kindLabel(item, t);
  const title = item.title;
  const play = async () => {
    if (single) {
      if (current) commands.toggle();
      else commands.play([walletQueueItem(item)], 0);
      return;
    }
    setBusy(true);
    try {
      const items = await walletCollectionItems(router, queryClient, scope, item);
      if (items.length > 0) commands.play(items, 0);
      else showSnackbar(t`${title} has nothing to play.`);
    } catch {
      showSnackbar(t`The list could not be loaded. Check your connection and try again.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={classes.row} aria-current={current || undefined} data-wallet-item={item.id}>
      <button
        type="button"
        className={playClasses.row}
        aria-label={pauses ? t`Pause ${title}` : t`Play ${title}`}
        aria-busy={busy || undefined}
        disabled={busy}
        onPointerEnter={startPlayer}
        onFocus={startPlayer}
        onClick={() => void play()}
      >
        {pauses ? <PauseIcon size={18} /> : <PlayIcon size={18} />}
      </button>
      <NodeLink clickUrl={item.clickUrl} className={classes.link}>
        {item.imageUrl ? (
          <img className={classes.thumb} src={item.imageUrl} alt="" width={56} height={56} loading="lazy" />
        ) : (
          <span className={classes.thumb} />
        )}
        <span className={classes.text}>
          <span className={classes.title}>{title}</span>
          <span className={classes.meta}>
            {kind} · <time dateTime={item.acquiredAt}>{date(item.acquiredAt)}</time>
          </span>
        </span>
      </NodeLink>
    </li>
  );
}

function kindLabel(item: WalletItem, t: ReturnType<typeof useLingui>['t']): string {
  if (item.contentType === 'AUDIO_BOOK') return item.isCollection ? t`Audiobook` : t`Chapter`;
  if (item.contentType === 'PODCAST') return item.isCollection ? t`Podcast` : t`Episode`;
  return item.isCollection ? t`Album` : t`Track`;
}
