import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useAuthHref } from '#components/dialogs/auth-links.ts';
import { DialogFrame, dialogActionsClass } from '#components/dialogs/dialog-frame.tsx';
import type { DialogComponentProps } from '#components/dialogs/dialog-kinds.ts';
import { ErrorCode } from '#components/dialogs/error-code.tsx';
import { COMMERCE_ERRORS } from '#contract/commerce-types.ts';
import { PURCHASE_ERRORS } from '#contract/purchase.ts';
import { refreshOwned } from '#features/purchase/owned.port.ts';
import { refreshCommerce } from '../commerce.queries.ts';
import { pendingAfterPurchase, resumeAfterPurchase } from '../purchase-resume.port.ts';
import { FEEDBACK_CODE } from '../subscribe-outcome.ts';
import { useCommerceScope } from '../use-commerce-scope.ts';

const STATUS_OF_CODE: Record<number, number> = {
  [FEEDBACK_CODE.insufficient]: 402,
  [FEEDBACK_CODE.duplicate]: 409,
};

/**
 * Commerce §4 subscription feedback: 1 success, 2 insufficient, 3 duplicate, 5 known error, 6 pending, any other
 * code an error. V2 adds what to do next; failures show the displayed code (status × 95).
 */
export function SubscriptionFeedbackDialog({
  code,
  version,
  status,
  errorText,
  onClose,
}: DialogComponentProps<'subscription-feedback'>) {
  const { t } = useLingui();
  const { scope, queryClient } = useCommerceScope();
  // What the user holds changed (or may have): every outcome reloads it.
  useEffect(() => void refreshCommerce(queryClient, scope), [queryClient, scope]);
  const shownStatus = status ?? STATUS_OF_CODE[code];
  const knownErrorText = (error: string | undefined) => {
    if (error === COMMERCE_ERRORS.declined)
      return t`The card was declined. Try another card or payment method.`;
    if (error === COMMERCE_ERRORS.needPremium)
      return t`This plan is only for subscribers of the premium level.`;
    // A second checkout of an article paid (or settling) in the meantime is refused before the card is charged.
    if (error === PURCHASE_ERRORS.alreadyOwned) return t`You already own this: nothing was charged.`;
    if (error === PURCHASE_ERRORS.purchasePending)
      return t`Your payment for this is still being processed: it is yours as soon as it goes through.`;
    return error ? t`The service answered: ${error}` : undefined;
  };
  let title: string;
  let text: string;
  let next: string | undefined;
  switch (code) {
    case FEEDBACK_CODE.success:
      title = t`You are subscribed`;
      text = t`Your subscription is active. Enjoy everything it includes.`;
      next = t`You can see and manage it on the subscription page.`;
      break;
    case FEEDBACK_CODE.insufficient:
      title = t`Not enough funds`;
      text = t`The payment was refused because there is not enough credit on the account or card.`;
      next = t`Top up or use another card, then try again.`;
      break;
    case FEEDBACK_CODE.duplicate:
      title = t`You already have this subscription`;
      text = t`This plan is already active on your account, so nothing was charged.`;
      break;
    case FEEDBACK_CODE.pending:
      title = t`Payment pending`;
      text = t`Your payment is being confirmed. The subscription starts as soon as it is.`;
      next = t`This usually takes a few minutes. You do not need to pay again.`;
      break;
    case FEEDBACK_CODE.knownError:
      title = t`The subscription did not go through`;
      text = knownErrorText(errorText) ?? t`The service refused the subscription.`;
      break;
    default:
      title = t`Something went wrong`;
      text = t`The subscription could not be completed. Nothing was charged. Try again later.`;
  }
  const failed = code !== FEEDBACK_CODE.success && code !== FEEDBACK_CODE.pending;
  // A subscription paid in place (a stored card) unlocks what waited, like the purchased popup.
  const resume = useWaiting(onClose);
  const waiting = code === FEEDBACK_CODE.success ? resume : undefined;
  return (
    <DialogFrame title={title} onClose={onClose}>
      <div data-feedback-code={code}>
        <p>{text}</p>
        {version === 'V2' && next && <p>{next}</p>}
        {waiting?.text && <p>{waiting.text}</p>}
        {failed && shownStatus !== undefined && <ErrorCode status={shownStatus} />}
      </div>
      <div className={dialogActionsClass}>
        {version === 'V2' && (
          <Button variant="default" component={Link} to="/subscription" onClick={onClose}>
            {t`Subscription page`}
          </Button>
        )}
        {waiting?.start ? (
          <>
            <Button variant="default" onClick={onClose}>{t`Later`}</Button>
            {waiting.start}
          </>
        ) : (
          <Button onClick={onClose}>{t`OK`}</Button>
        )}
      </div>
    </DialogFrame>
  );
}

/** What waited for the purchase, offered with its button (a user gesture, so the browser lets audio play). */
function useWaiting(onClose: () => void) {
  const { t } = useLingui();
  const { scope } = useCommerceScope();
  const [waiting] = useState(pendingAfterPurchase);
  const waitingTitle = waiting?.title;
  const text = waiting
    ? waiting.kind === 'download'
      ? t`${waitingTitle} can now be downloaded.`
      : t`${waitingTitle} can now play in full.`
    : undefined;
  const start = waiting && (
    <Button
      data-autofocus=""
      data-resume={waiting.kind}
      onClick={() => {
        onClose();
        resumeAfterPurchase(scope.api);
      }}
    >
      {waiting.kind === 'download' ? t`Download now` : t`Play now`}
    </Button>
  );
  return { text, start };
}

/**
 * Commerce §4 purchase return success: the purchased popup. What was to play or download when the user left to
 * pay starts from its button.
 */
export function PurchasedDialog({ onClose }: DialogComponentProps<'purchased'>) {
  const { t } = useLingui();
  const { scope, queryClient } = useCommerceScope();
  const { text, start } = useWaiting(onClose);
  // A one-time purchase (PIN or card) changed the wallet and the order history too.
  useEffect(() => {
    void refreshCommerce(queryClient, scope);
    void refreshOwned(queryClient, scope);
  }, [queryClient, scope]);
  return (
    <DialogFrame title={t`Thank you for your purchase`} onClose={onClose}>
      <p data-purchased="">{t`The payment went through. What you bought is ready for you now.`}</p>
      {text && <p>{text}</p>}
      <div className={dialogActionsClass}>
        {start ? (
          <>
            <Button variant="default" onClick={onClose}>{t`Later`}</Button>
            {start}
          </>
        ) : (
          <Button onClick={onClose}>{t`Continue`}</Button>
        )}
      </div>
    </DialogFrame>
  );
}

/** Commerce §4 purchase return NO_SUBSCRIPTION_FOUND with 404: this account holds no such subscription. */
export function LoginSubscriptionErrorDialog({ onClose }: DialogComponentProps<'login-subscription-error'>) {
  const { t } = useLingui();
  const authHref = useAuthHref();
  return (
    <DialogFrame title={t`No subscription found`} onClose={onClose}>
      <p>{t`We found no subscription for this account. Log in with the account you subscribed with.`}</p>
      <div className={dialogActionsClass}>
        <Button variant="default" onClick={onClose}>{t`Close`}</Button>
        <Button component="a" href={authHref('/user/login')}>{t`Log in`}</Button>
      </div>
    </DialogFrame>
  );
}

/**
 * Commerce §2/§8 end-subscription flow: the current plan must end first. With redirect (after
 * NEED_CANCEL_SUBSCRIPTION_BEFORE_UPGRADE / _DOWNGRADE) it leads to the subscription page to cancel it.
 */
export function EndSubscriptionFlowDialog({
  redirect,
  error,
  onClose,
}: DialogComponentProps<'end-subscription-flow'>) {
  const { t } = useLingui();
  const text =
    error === 'NEED_CANCEL_SUBSCRIPTION_BEFORE_DOWNGRADE'
      ? t`To move to a lower plan, cancel your current subscription first. The new plan can start when it ends.`
      : t`To move to a higher plan, cancel your current subscription first, then subscribe to the new one.`;
  return (
    <DialogFrame title={t`End your current subscription first`} onClose={onClose}>
      <p>{text}</p>
      <div className={dialogActionsClass}>
        <Button variant="default" onClick={onClose}>{t`Not now`}</Button>
        {redirect && (
          <Button component={Link} to="/subscription" hash="my-subscriptions" onClick={onClose}>
            {t`Manage my subscription`}
          </Button>
        )}
      </div>
    </DialogFrame>
  );
}
