import { useLingui } from '@lingui/react/macro';
import { Button, PasswordInput } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { DialogFrame, dialogActionsClass } from '#components/dialogs/dialog-frame.tsx';
import type { DialogComponentProps } from '#components/dialogs/dialog-kinds.ts';
import { openDialog } from '#components/dialogs/dialog-store.ts';
import { PASSCODE_MAX_LENGTH, parentalEndpoints } from '#contract/parental.ts';
import { rememberUnlock } from '#platform/parental/parental-state.ts';
import { usePageScope } from '#platform/use-page-scope.ts';
import { parentalFailure } from '../parental.queries.ts';
import { FAILURE_TEXTS } from './parental-form.ts';

/**
 * Commerce §2 parental control dialog: the passcode gate on restricted content. A passcode the server
 * accepts opens restricted content for this tab's session (the page behind loads again).
 */
export function ParentalUnlockDialog({ onClose }: DialogComponentProps<'parental-control'>) {
  const { t, i18n } = useLingui();
  const scope = usePageScope();
  const [passcode, setPasscode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!passcode) {
      setError(t`Enter the passcode.`);
      input.current?.focus();
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      rememberUnlock(await scope.api.call(parentalEndpoints.verify, { body: { password: passcode } }));
      onClose();
    } catch (failure) {
      setError(i18n._(FAILURE_TEXTS[parentalFailure(failure)]));
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogFrame title={t`Restricted by parental control`} onClose={onClose}>
      <form noValidate onSubmit={(event) => void submit(event)} data-parental-unlock="">
        <p>{t`This content is rated above the age set in parental control. Enter the passcode to open it for this session.`}</p>
        <PasswordInput
          ref={input}
          label={t`Passcode`}
          value={passcode}
          onChange={(event) => setPasscode(event.currentTarget.value)}
          error={error}
          maxLength={PASSCODE_MAX_LENGTH}
          autoComplete="off"
          dir="ltr"
        />
        <div className={dialogActionsClass}>
          <Button variant="subtle" onClick={() => openDialog('reset-parental-password')}>
            {t`Forgot the passcode?`}
          </Button>
          <Button variant="default" onClick={onClose}>{t`Cancel`}</Button>
          <Button type="submit" loading={busy}>
            {t`Unlock`}
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
}
