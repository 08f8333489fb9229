import { openDialog } from '#components/dialogs/dialog-store.ts';
import { takeCardReturn } from '#features/commerce/card-return-store.ts';
import { providePurchaseResume } from '#features/commerce/purchase-resume.port.ts';
import { purchaseReturnOutcome } from '#features/commerce/purchase-return-outcome.ts';
import { onPurchaseReturn, type PurchaseReturn } from '#features/navigation/purchase-return.ts';
import { forgetPendingPlay, pendingPlay } from '#features/player/pending-play.port.ts';
import { sendPlayerCommand } from '#features/player/player.port.ts';

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
      forgetPendingPlay();
      openDialog('subscription-feedback', { code: 6, version: 'V2' });
      break;
    case 'login-subscription-error':
      openDialog('login-subscription-error');
      break;
    case 'success':
      openDialog('purchased');
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

/** Wires the purchase return to commerce's dialogs, and the player's remembered play to the purchased popup. */
export function wirePurchaseReturn(): () => void {
  providePurchaseResume({
    pending: () => {
      const pending = pendingPlay();
      return pending?.items[pending.index]?.title;
    },
    resume: () => {
      const pending = pendingPlay({ take: true });
      if (pending) sendPlayerCommand({ type: 'play', items: pending.items, index: pending.index });
    },
  });
  // An add-card return belongs to the payment-methods page, not to the purchase dialogs.
  return onPurchaseReturn((result) => {
    if (!takeCardReturn(result)) showPurchaseReturn(result);
  });
}
