import { Button } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { DialogFrame, dialogActionsClass } from '#components/dialogs/dialog-frame.tsx';
import { useFollowRoute } from './follow-route.ts';

/**
 * The frame of the expiration popups (credits, subscription): what ends and when (`children`), the tenant's own
 * message, and one answer, focused, which closes the popup and leads to the tenant's route (expirationPopup).
 * `marker` names the data attributes journeys find the message and the answer by.
 */
export function ExpiryNotice({
  title,
  message,
  route,
  answer,
  marker,
  onClose,
  children,
}: {
  title: string;
  message: string | undefined;
  route: string | undefined;
  answer: string;
  marker: 'credit-expiry' | 'subscription-end';
  onClose: () => void;
  children: ReactNode;
}) {
  const follow = useFollowRoute();
  const ok = useRef<HTMLButtonElement>(null);
  // After the modal opened (it focuses its first control, the close button): the answer is the one to press.
  useEffect(() => ok.current?.focus(), []);
  const close = () => {
    onClose();
    follow(route);
  };
  return (
    <DialogFrame title={title} onClose={close}>
      {children}
      {message && <p {...{ [`data-${marker}-message`]: '' }}>{message}</p>}
      <div className={dialogActionsClass}>
        <Button ref={ok} onClick={close} {...{ [`data-${marker}-ok`]: '' }}>
          {answer}
        </Button>
      </div>
    </DialogFrame>
  );
}
