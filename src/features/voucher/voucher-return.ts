import { openDialog } from '#components/dialogs/dialog-store.ts';
import { feedbackOfReturn, type ReturnOutcomeLike } from './voucher-feedback.ts';

/** The purchaseType a voucher cart's checkout comes back with (contract/voucher.ts). */
export const VOUCHER_PURCHASE_TYPE = 'VOUCHER';

/** Commerce §4: a voucher cart's purchase return opens the voucher feedback of its outcome. */
export function showVoucherReturn(outcome: ReturnOutcomeLike | undefined): void {
  if (outcome) openDialog('voucher-feedback', feedbackOfReturn(outcome));
}
