import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { openDialog } from '#components/dialogs/dialog-store.ts';
import type { UserSubscription } from '#contract/commerce-types.ts';
import { useConfiguration } from '#platform/configuration/use-configuration.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import { commerceNow } from '../commerce-clock.ts';
import { planView } from '../plan-view.ts';
import { canceledList, isActive, isPending } from '../subscription-state.ts';
import { useCommerceScope } from '../use-commerce-scope.ts';
import classes from './subscription.module.css';
import { SubscriptionExtras } from './subscription-extras.tsx';

/** The user's current, pending and canceled subscriptions (commerce §4 lists), with cancel. */
export function MySubscriptions({
  subscriptions,
  locale,
}: {
  subscriptions: UserSubscription[];
  locale: string;
}) {
  const { t } = useLingui();
  const { date, count } = useFormats();
  const version = useConfiguration().subscriptionSettings.cancelDialogVersion;
  const { scope } = useCommerceScope();
  const active = subscriptions.filter(isActive);
  const pending = subscriptions.filter(isPending);
  const canceled = canceledList(subscriptions);
  if (active.length + pending.length + canceled.length === 0) return null;
  const nameOf = (s: UserSubscription) =>
    s.subscriptionType ? planView(s.subscriptionType, locale).name : t`Subscription ${s.id}`;
  const credits = (s: UserSubscription) =>
    s.contingents.find((c) => c.amount >= 0 && c.contentTypes.includes('FULL_TRACK_MUSIC'));
  const row = (s: UserSubscription, details: ReactNode, action?: ReactNode) => (
    <li key={s.id} className={classes.mine} data-subscription-id={s.id} data-state={s.state}>
      <div>
        <p className={classes.mineName}>{nameOf(s)}</p>
        <p className={classes.muted}>{details}</p>
        <SubscriptionExtras subscription={s} />
      </div>
      {action}
    </li>
  );
  const credit = (s: UserSubscription) => {
    const left = credits(s);
    return left ? ` ${t`Credits left: ${count(left.amount)}`}` : '';
  };
  const now = commerceNow(scope.tenant.name);
  // Canceled at the end of the paid period: access runs until endDate (on the server's commerce clock).
  const canceledDetails = (s: UserSubscription) => {
    if (!s.endDate) return t`Canceled.`;
    return Date.parse(s.endDate) > now
      ? t`Canceled — access until ${date(s.endDate)}.` + credit(s)
      : t`Canceled. Ended on ${date(s.endDate)}.`;
  };
  return (
    <section className={classes.mySection} aria-labelledby="my-subscriptions" data-my-subscriptions="">
      <h2 id="my-subscriptions">{t`Your subscriptions`}</h2>
      {active.length > 0 && (
        <ul className={classes.mineList} data-list="active">
          {active.map((s) =>
            row(
              s,
              (s.nextRenewalDate
                ? t`Active. Renews on ${date(s.nextRenewalDate)}.`
                : s.endDate
                  ? t`Active until ${date(s.endDate)}.`
                  : t`Active.`) + credit(s),
              <Button
                variant="default"
                onClick={() => openDialog('cancel-subscription', { subscriptionId: s.id, version })}
                aria-label={t`Cancel ${nameOf(s)}`}
                data-cancel=""
              >
                {t`Cancel`}
              </Button>,
            ),
          )}
        </ul>
      )}
      {pending.length > 0 && (
        <ul className={classes.mineList} data-list="pending">
          {pending.map((s) => row(s, t`Waiting for the payment to be confirmed.`))}
        </ul>
      )}
      {canceled.length > 0 && (
        <>
          <h3 className={classes.subheading}>{t`Canceled`}</h3>
          <ul className={classes.mineList} data-list="canceled">
            {canceled.map((s) => row(s, canceledDetails(s)))}
          </ul>
        </>
      )}
    </section>
  );
}
