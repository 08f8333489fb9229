import { Plural, useLingui } from '@lingui/react/macro';
import type { DialogComponentProps } from '#components/dialogs/dialog-kinds.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import { ExpiryNotice } from './expiry-notice.tsx';

/**
 * Shell §2 subscription-expiration popup: the subscription that will end (not renew) soon, when, and the
 * tenant's own title and message (expirationPopup); closing it leads to the tenant's target route.
 */
export function SubscriptionExpirationDialog({
  plan,
  until,
  unit,
  left,
  route,
  title,
  message,
  onClose,
}: DialogComponentProps<'subscription-expiration'>) {
  const { t } = useLingui();
  const { count, date } = useFormats();
  const time = count(left);
  const day = date(until);
  return (
    <ExpiryNotice
      title={title ?? t`Your subscription ends soon`}
      message={message}
      route={route}
      answer={route ? t`See the plans` : t`OK`}
      marker="subscription-end"
      onClose={onClose}
    >
      <p data-subscription-end={unit}>
        {unit === 'hours' ? (
          <Plural value={left} one="It ends within the hour." other={`It ends within ${time} hours.`} />
        ) : (
          <Plural value={left} one="It ends within a day." other={`It ends within ${time} days.`} />
        )}{' '}
        {plan
          ? t`Your ${plan} subscription is not renewed after ${day}.`
          : t`Your subscription is not renewed after ${day}.`}
      </p>
    </ExpiryNotice>
  );
}
