import { providePurchaseResume } from '#features/commerce/purchase-resume.port.ts';
import {
  forgetPendingDownload,
  pendingDownload,
  startPendingDownload,
} from '#features/downloads/pending-download.port.ts';
import {
  forgetPendingGameDownload,
  pendingGameDownload,
  startPendingGameDownload,
} from '#features/games/pending-game-download.ts';
import { onPurchaseReturn } from '#features/navigation/purchase-return.ts';
import { forgetPendingPlay, pendingPlay } from '#features/player/pending-play.port.ts';
import { sendPlayerCommand } from '#features/player/player.port.ts';
import { userIdOf } from '#platform/session/token-claims.ts';
import { getToken } from '#platform/session/token-store.ts';

/** The newest of a remembered play, download and game download: the last thing the user asked for. */
function waiting(take: boolean) {
  const userId = userIdOf(getToken());
  const play = pendingPlay({ take });
  const download = pendingDownload({ userId, take });
  const game = pendingGameDownload({ userId, take });
  if (game && (!play || game.at > play.at) && (!download || game.at > download.at)) return { game };
  if (download && (!play || download.at > play.at)) return { download };
  return play ? { play } : undefined;
}

/** Wires the purchase return to commerce's dialogs, and the remembered play or download to the purchased popup. */
export function wirePurchaseReturn(): () => void {
  providePurchaseResume({
    pending: () => {
      const next = waiting(false);
      if (next?.game) return { title: next.game.title, kind: 'download' };
      if (next?.download) return { title: next.download.title, kind: 'download' };
      const title = next?.play?.items[next.play.index]?.title;
      return title ? { title, kind: 'play' } : undefined;
    },
    resume: (api) => {
      const next = waiting(true);
      if (next?.game) void startPendingGameDownload(api, next.game);
      else if (next?.download) void startPendingDownload(api, next.download);
      else if (next?.play)
        sendPlayerCommand({ type: 'play', items: next.play.items, index: next.play.index });
    },
    forget: () => {
      forgetPendingPlay();
      forgetPendingDownload();
      forgetPendingGameDownload();
    },
  });
  // The outcomes' code (commerce and voucher rules, their contracts) loads only when a checkout comes back.
  return onPurchaseReturn((result) => {
    void import('./purchase-return-dialogs.ts')
      .then(({ routePurchaseReturn }) => routePurchaseReturn(result))
      .catch((error: unknown) => console.error('The purchase return could not be shown', error));
  });
}
