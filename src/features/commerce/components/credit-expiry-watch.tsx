import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentDialog, openDialog } from '#components/dialogs/dialog-store.ts';
import { useConfiguration } from '#platform/configuration/use-configuration.ts';
import { userSubscriptionsQuery } from '../commerce.queries.ts';
import { commerceNow } from '../commerce-clock.ts';
import { creditExpiryAlert, creditExpiryKey } from '../credit-expiry.ts';
import { markCreditExpirySeen, seenCreditExpiries } from '../credit-expiry-seen.ts';
import { subscriptionEndAlert, subscriptionEndKey } from '../subscription-end.ts';
import { useCommerceScope } from '../use-commerce-scope.ts';

/**
 * Commerce §9 credit expiry alert for a signed-in user: when a credit subscription's period ends within the
 * tenant's threshold, the credit-expiration dialog opens once per period (not over another dialog). Else the
 * shell's subscription-expiration popup, once per subscription end, for one that ends (not renews) within the
 * threshold. Checked again after every load of the list (its answer also moves the commerce clock the portal
 * counts on).
 */
export function CreditExpiryWatch() {
  const { scope } = useCommerceScope();
  const settings = useConfiguration().expirationPopup;
  const subscriptions = useQuery({ ...userSubscriptionsQuery(scope), enabled: Boolean(settings?.show) });
  const tenant = scope.tenant.name;
  // Each load, even one with equal data, brings a new commerce time: checked again then.
  const loadedAt = subscriptions.dataUpdatedAt;
  useEffect(() => {
    if (!subscriptions.data || loadedAt === 0 || currentDialog()) return;
    const context = {
      isUser: true,
      // The server's commerce clock (GET /subscription's x-commerce-time), which the demo clock moves.
      now: commerceNow(tenant),
      seen: seenCreditExpiries(tenant),
    };
    const route = settings?.route ? { route: settings.route } : {};
    const alert = creditExpiryAlert(subscriptions.data, settings, context);
    if (alert) {
      markCreditExpirySeen(tenant, creditExpiryKey(alert));
      openDialog('credit-expiration', {
        ...alert,
        ...route,
        ...(settings?.title ? { title: settings.title } : {}),
        ...(settings?.message ? { message: settings.message } : {}),
      });
      return;
    }
    // One popup a load: a subscription that ends soon is announced on the next one when credits went first.
    const ending = subscriptionEndAlert(subscriptions.data, settings, context);
    if (!ending) return;
    markCreditExpirySeen(tenant, subscriptionEndKey(ending));
    openDialog('subscription-expiration', {
      ...ending,
      ...route,
      ...(settings?.subscriptionTitle ? { title: settings.subscriptionTitle } : {}),
      ...(settings?.subscriptionMessage ? { message: settings.subscriptionMessage } : {}),
    });
  }, [subscriptions.data, loadedAt, settings, tenant]);
  return null;
}
