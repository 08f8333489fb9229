import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { DialogFrame, dialogActionsClass } from '#components/dialogs/dialog-frame.tsx';
import type { DialogComponentProps } from '#components/dialogs/dialog-kinds.ts';
import { ErrorCode } from '#components/dialogs/error-code.tsx';
import { COMMERCE_ERRORS } from '#contract/commerce-types.ts';
import { VOUCHER_FEEDBACK } from '#contract/voucher.ts';
import { refreshOwned } from '#features/purchase/owned.port.ts';
import { usePageScope } from '#platform/use-page-scope.ts';
import { useCart } from '../use-cart.ts';
import { refreshVouchers } from '../voucher.queries.ts';

/**
 * Commerce §4 voucher feedback after a cart's payment: 1 success (the codes go to the mailbox; the cart is
 * emptied), 2 insufficient, 3 duplicate, 6 pending (the order stands: the cart is emptied too), 7 not found,
 * anything else an error with the displayed code (status × 95) and the cart kept.
 */
export function VoucherFeedbackDialog({
  code,
  status,
  error,
  onClose,
}: DialogComponentProps<'voucher-feedback'>) {
  const { t } = useLingui();
  const scope = usePageScope();
  const queryClient = useQueryClient();
  const { clear } = useCart();
  const placed = code === VOUCHER_FEEDBACK.success || code === VOUCHER_FEEDBACK.pending;
  useEffect(() => {
    if (placed) clear();
    // Stock, the user's codes and the order history may all have changed.
    void refreshVouchers(queryClient, scope);
    void refreshOwned(queryClient, scope);
  }, [placed, clear, queryClient, scope]);

  let title: string;
  let text: string;
  let next: string | undefined;
  switch (code) {
    case VOUCHER_FEEDBACK.success:
      title = t`Thank you for your purchase`;
      text = t`Your vouchers are on their way: check your mailbox.`;
      next = t`Your codes are also listed under My purchases, where you can have one sent again.`;
      break;
    case VOUCHER_FEEDBACK.insufficient:
      title = t`Not enough funds`;
      text = t`The payment was refused because there is not enough credit on the account or card.`;
      next = t`Your cart is as you left it. Top up or use another card, then try again.`;
      break;
    case VOUCHER_FEEDBACK.duplicate:
      title = t`Already paid`;
      text = t`This order was already paid, so nothing was charged again.`;
      break;
    case VOUCHER_FEEDBACK.pending:
      title = t`Payment pending`;
      text = t`Your payment is being confirmed. The codes are sent to your mailbox as soon as it is.`;
      next = t`This usually takes a few minutes. You do not need to pay again.`;
      break;
    case VOUCHER_FEEDBACK.notFound:
      title = t`Order not found`;
      text = t`This order could not be found. Nothing was charged.`;
      break;
    default:
      if (error === COMMERCE_ERRORS.paymentNotCompleted) {
        title = t`Payment not completed`;
        text = t`You left the checkout before paying. Nothing was charged, and your cart is as you left it.`;
      } else {
        title = t`Something went wrong`;
        text =
          error === COMMERCE_ERRORS.declined
            ? t`The card was declined. Try another card or payment method.`
            : t`The purchase could not be completed. Nothing was charged.`;
        next = t`Your cart is as you left it.`;
      }
  }
  const failed = !placed;
  return (
    <DialogFrame title={title} onClose={onClose}>
      <div data-voucher-feedback={code}>
        <p>{text}</p>
        {next && <p>{next}</p>}
        {failed && status !== undefined && <ErrorCode status={status} />}
      </div>
      <div className={dialogActionsClass}>
        {code === VOUCHER_FEEDBACK.success && (
          <Button variant="default" component={Link} to="/myPurchases" onClick={onClose}>
            {t`My purchases`}
          </Button>
        )}
        <Button onClick={onClose}>{t`OK`}</Button>
      </div>
    </DialogFrame>
  );
}
