import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { DialogFrame, dialogActionsClass } from '#components/dialogs/dialog-frame.tsx';
import type { DialogComponentProps } from '#components/dialogs/dialog-kinds.ts';
import { VOUCHER_ERRORS, voucherEndpoints } from '#contract/voucher.ts';
import { ApiError } from '#lib/api-error.ts';
import { usePageScope } from '#platform/use-page-scope.ts';
import { refreshVouchers } from '../voucher.queries.ts';
import classes from './voucher.module.css';

/** Commerce §2 resend voucher: after a confirmation, the code is mailed again (POST /voucher/resend/voucher). */
export function ResendVoucherDialog({
  voucherEntityId,
  title,
  codeHint,
  onClose,
}: DialogComponentProps<'resend-voucher'>) {
  const { t } = useLingui();
  const scope = usePageScope();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const done = useRef<HTMLButtonElement>(null);
  // The Send button is gone once sent: focus moves to OK rather than being lost to the page.
  useEffect(() => {
    if (sentTo) done.current?.focus();
  }, [sentTo]);

  const send = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      const answer = await scope.api.call(voucherEndpoints.resend, { body: { voucherEntityId } });
      setSentTo(answer.recipient);
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      if (status === 429) setProblem(t`This code was sent several times already. Try again later.`);
      else if (error instanceof ApiError && error.problem?.code === VOUCHER_ERRORS.alreadyUsed) {
        setProblem(t`This code has been used, so it cannot be sent again.`);
        void refreshVouchers(queryClient, scope);
      } else if (status === 404) setProblem(t`This code could not be found.`);
      else if (status > 0) setProblem(t`The code could not be sent. Try again later.`);
      else setProblem(t`No answer from the service. Check your connection and try again.`);
    } finally {
      setBusy(false);
    }
  };

  const recipient = sentTo ?? '';
  return (
    <DialogFrame title={t`Send the code again`} onClose={onClose}>
      <div data-resend-voucher={voucherEntityId}>
        {sentTo ? (
          <p role="status" data-resent="">
            {t`Sent to ${recipient}.`}
          </p>
        ) : (
          <p>
            {t`The code of ${title} goes to your e-mail address again.`} <bdi dir="ltr">{codeHint}</bdi>
          </p>
        )}
        {problem && (
          <p role="alert" className={classes.error}>
            {problem}
          </p>
        )}
      </div>
      <div className={dialogActionsClass}>
        {sentTo ? (
          <Button ref={done} onClick={onClose}>
            {t`OK`}
          </Button>
        ) : (
          <>
            <Button variant="default" onClick={onClose}>{t`Cancel`}</Button>
            <Button onClick={() => void send()} loading={busy}>
              {t`Send`}
            </Button>
          </>
        )}
      </div>
    </DialogFrame>
  );
}
