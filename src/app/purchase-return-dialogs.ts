import { openDialog } from '#components/dialogs/dialog-store.ts';
import { takeCardReturn } from '#features/commerce/card-return-store.ts';
import { forgetAfterPurchase } from '#features/commerce/purchase-resume.port.ts';
import { purchaseReturnOutcome } from '#features/commerce/purchase-return-outcome.ts';
import type { PurchaseReturn } from '#features/navigation/purchase-return.ts';
import { showVoucherReturn, VOUCHER_PURCHASE_TYPE } from '#features/voucher/voucher-return.ts';

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

/** Where a purchase return goes: an add-card return to the payment-methods page, a voucher cart's to the voucher
 * feedback, any other to its outcome's dialog. */
export function routePurchaseReturn(result: PurchaseReturn): void {
  if (takeCardReturn(result)) return;
  if (result.purchaseType === VOUCHER_PURCHASE_TYPE) showVoucherReturn(purchaseReturnOutcome(result));
  else showPurchaseReturn(result);
}
