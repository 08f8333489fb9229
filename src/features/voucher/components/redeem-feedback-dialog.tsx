import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { DialogFrame, dialogActionsClass } from '#components/dialogs/dialog-frame.tsx';
import type { DialogComponentProps } from '#components/dialogs/dialog-kinds.ts';
import { openDialog } from '#components/dialogs/dialog-store.ts';
import { ErrorCode } from '#components/dialogs/error-code.tsx';
import { VOUCHER_FEEDBACK } from '#contract/voucher.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import type { RedeemReason } from '../voucher-feedback.ts';

/**
 * Commerce §2 redeem feedback by feedback code: 1 what the code gave (a plan until its end date, or the
 * merchant's discount), 3 already used, 7 no such code; a code of the wrong plan or kind, and too many tries,
 * explained; anything else an error with its displayed code.
 */
export function RedeemFeedbackDialog(props: DialogComponentProps<'redeem-feedback'>) {
  const { target, code, reason, status, plan, voucher, onClose } = props;
  const { t } = useLingui();
  const { date, percent } = useFormats();
  const explained: Partial<Record<RedeemReason, string>> = {
    'wrong-type': t`This code is for another plan. Choose the plan named in your voucher e-mail and try again.`,
    'for-subscription': t`This code gives a subscription: redeem it on the subscription page.`,
    'not-for-subscription': t`This code is for a merchant, not for a subscription: redeem it under My purchases.`,
    'already-subscribed': t`This plan is already active on your account, so the code was not used.`,
    'rate-limited': t`Too many codes were tried. Try again later.`,
  };
  let title: string;
  let text: string;
  if (code === VOUCHER_FEEDBACK.success && plan) {
    const name = plan.name;
    const until = date(plan.endDate);
    title = t`Code redeemed`;
    text = t`${name} is active on your account until ${until}.`;
  } else if (code === VOUCHER_FEEDBACK.success) {
    const name = voucher?.title ?? '';
    const merchant = voucher?.description ?? '';
    const off = percent(voucher?.discountPercentage ?? 0);
    title = t`Code redeemed`;
    text = t`${name} at ${merchant}: ${off} off. The code is now used.`;
  } else if (reason && explained[reason as RedeemReason]) {
    title = reason === 'already-subscribed' ? t`You already have this plan` : t`The code was not redeemed`;
    text = explained[reason as RedeemReason] ?? '';
  } else if (code === VOUCHER_FEEDBACK.duplicate) {
    title = t`Already used`;
    text = t`This code has already been used.`;
  } else if (code === VOUCHER_FEEDBACK.notFound) {
    title = t`No such code`;
    text = t`There is no voucher with this code. Check it in your voucher e-mail and try again.`;
  } else {
    title = t`Something went wrong`;
    text = t`The code could not be redeemed. Try again later.`;
  }
  const failed = code !== VOUCHER_FEEDBACK.success;
  const elsewhere =
    reason === 'for-subscription'
      ? { to: '/subscription', label: t`Subscription page` }
      : reason === 'not-for-subscription'
        ? { to: '/myPurchases', label: t`My purchases` }
        : undefined;
  return (
    <DialogFrame title={title} onClose={onClose}>
      <div data-redeem-feedback={code} data-reason={reason}>
        <p>{text}</p>
        {failed &&
          !reason &&
          status !== undefined &&
          code !== VOUCHER_FEEDBACK.duplicate &&
          code !== VOUCHER_FEEDBACK.notFound && <ErrorCode status={status} />}
      </div>
      <div className={dialogActionsClass}>
        {elsewhere && (
          <Button variant="default" component={Link} to={elsewhere.to} onClick={onClose}>
            {elsewhere.label}
          </Button>
        )}
        {failed && reason !== 'rate-limited' && reason !== 'already-subscribed' && !elsewhere && (
          <Button variant="default" onClick={() => openDialog('redeem', { target })}>
            {t`Try another code`}
          </Button>
        )}
        <Button onClick={onClose}>{t`OK`}</Button>
      </div>
    </DialogFrame>
  );
}
