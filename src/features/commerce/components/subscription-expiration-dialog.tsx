import { Plural, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { DialogFrame, dialogActionsClass } from '#components/dialogs/dialog-frame.tsx';
import type { DialogComponentProps } from '#components/dialogs/dialog-kinds.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import { useFollowRoute } from './follow-route.ts';

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
  const follow = useFollowRoute();
  const ok = useRef<HTMLButtonElement>(null);
  // After the modal opened (it focuses its first control, the close button): the answer is the one to press.
  useEffect(() => ok.current?.focus(), []);
  const time = count(left);
  const day = date(until);
  const close = () => {
    onClose();
    follow(route);
  };
  return (
    <DialogFrame title={title ?? t`Your subscription ends soon`} onClose={close}>
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
      {message && <p data-subscription-end-message="">{message}</p>}
      <div className={dialogActionsClass}>
        <Button ref={ok} onClick={close} data-subscription-end-ok="">
          {route ? t`See the plans` : t`OK`}
        </Button>
      </div>
    </DialogFrame>
  );
}
