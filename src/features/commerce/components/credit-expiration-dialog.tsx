import { Plural, useLingui } from '@lingui/react/macro';
import type { DialogComponentProps } from '#components/dialogs/dialog-kinds.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import { ExpiryNotice } from './expiry-notice.tsx';

/** Commerce §2/§9 credit expiration: the credits left and when they go; closing leads to the tenant's route. */
export function CreditExpirationDialog({
  credits,
  until,
  unit,
  left,
  route,
  title,
  message,
  onClose,
}: DialogComponentProps<'credit-expiration'>) {
  const { t } = useLingui();
  const { count, date } = useFormats();
  const n = count(credits);
  const time = count(left);
  return (
    <ExpiryNotice
      title={title ?? t`Your credits are about to expire`}
      message={message}
      route={route}
      answer={route ? t`See my credits` : t`OK`}
      marker="credit-expiry"
      onClose={onClose}
    >
      <p data-credit-expiry={unit}>
        <Plural value={credits} one={`You have ${n} credit left.`} other={`You have ${n} credits left.`} />{' '}
        {unit === 'hours' ? (
          <Plural
            value={left}
            one="They expire within the hour."
            other={`They expire within ${time} hours.`}
          />
        ) : (
          <Plural value={left} one="They expire within a day." other={`They expire within ${time} days.`} />
        )}
      </p>
      <p>{t`Credits you do not use by ${date(until)} are not carried over.`}</p>
    </ExpiryNotice>
  );
}
