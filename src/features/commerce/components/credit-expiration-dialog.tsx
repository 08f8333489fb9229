import { Plural, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { DialogFrame, dialogActionsClass } from '#components/dialogs/dialog-frame.tsx';
import type { DialogComponentProps } from '#components/dialogs/dialog-kinds.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import { useFollowRoute } from './follow-route.ts';

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
  const follow = useFollowRoute();
  const ok = useRef<HTMLButtonElement>(null);
  // After the modal opened (it focuses its first control, the close button): the answer is the one to press.
  useEffect(() => ok.current?.focus(), []);
  const n = count(credits);
  const time = count(left);
  const close = () => {
    onClose();
    follow(route);
  };
  return (
    <DialogFrame title={title ?? t`Your credits are about to expire`} onClose={close}>
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
      {message && <p data-credit-expiry-message="">{message}</p>}
      <div className={dialogActionsClass}>
        <Button ref={ok} onClick={close} data-credit-expiry-ok="">
          {route ? t`See my credits` : t`OK`}
        </Button>
      </div>
    </DialogFrame>
  );
}
