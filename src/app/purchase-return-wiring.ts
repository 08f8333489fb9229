import { openDialog } from '#components/dialogs/dialog-store.ts';
import { takeCardReturn } from '#features/commerce/card-return-store.ts';
import { forgetAfterPurchase, providePurchaseResume } from '#features/commerce/purchase-resume.port.ts';
import { purchaseReturnOutcome } from '#features/commerce/purchase-return-outcome.ts';
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
import { onPurchaseReturn, type PurchaseReturn } from '#features/navigation/purchase-return.ts';
import { forgetPendingPlay, pendingPlay } from '#features/player/pending-play.port.ts';
import { sendPlayerCommand } from '#features/player/player.port.ts';
import { showVoucherReturn, VOUCHER_PURCHASE_TYPE } from '#features/voucher/voucher-return.ts';
import { userIdOf } from '#platform/session/token-claims.ts';
import { getToken } from '#platform/session/token-store.ts';

/** Commerce §4 purchase return, on any page: the outcome's dialog (the parameters leave the address after). */
export function showPurchaseReturn(result: PurchaseReturn): void {
  const outcome = purchaseReturnOutcome(result);
  if (!outcome) return;
  switch (outcome.kind) {
    case 'insufficient':
      openDialog('subscription-feedback', { code: 2, version: 'V2', status: 402 });
      break;
    case 'already-subscribed':
      openDialog('subscription-feedback', { code: 3, version: 'V2', status: 409 });
      break;
    case 'pending':
      forgetAfterPurchase();
      openDialog('subscription-feedback', { code: 6, version: 'V2' });
      break;
    case 'login-subscription-error':
      openDialog('login-subscription-error');
      break;
    case 'success':
      openDialog('purchased');
      break;
    case 'unfinished':
      openDialog('one-time-payment-options', {
        transactionId: outcome.transactionId,
        ...(outcome.typeId === undefined ? {} : { typeId: outcome.typeId }),
      });
      break;
    case 'error':
      // An error the checkout names (a declined card) is a known error with its text; others a plain error.
      openDialog(
        'subscription-feedback',
        outcome.error
          ? { code: 5, version: 'V2', status: outcome.status, errorText: outcome.error }
          : { code: 0, version: 'V2', status: outcome.status },
      );
      break;
  }
}

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
  // An add-card return belongs to the payment-methods page, a voucher cart's to the voucher feedback.
  return onPurchaseReturn((result) => {
    if (takeCardReturn(result)) return;
    if (result.purchaseType === VOUCHER_PURCHASE_TYPE) showVoucherReturn(purchaseReturnOutcome(result));
    else showPurchaseReturn(result);
  });
}
