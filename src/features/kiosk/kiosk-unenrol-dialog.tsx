import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import { useLingui } from '@lingui/react/macro';
import { Button, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { DialogFrame, dialogActionsClass } from '#components/dialogs/dialog-frame.tsx';
import { kioskEndpoints } from '#contract/kiosk.ts';
import { isApiError } from '#lib/api-error.ts';
import { usePageScope } from '#platform/use-page-scope.ts';
import { forgetKioskDevice } from './kiosk-device.ts';

interface KioskUnenrolDialogProps {
  deviceId: string;
  onClose: () => void;
}

/** Leaving kiosk mode on an enrolled device: the PIN given when its link was minted (the server checks it). */
export function KioskUnenrolDialog({ deviceId, onClose }: KioskUnenrolDialogProps) {
  const { t } = useLingui();
  const { api, tenant } = usePageScope();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!/^\d{4,8}$/.test(pin)) {
      setError(t`Enter the kiosk PIN: 4 to 8 digits.`);
      return;
    }
    setBusy(true);
    try {
      await api.call(kioskEndpoints.unenrol, { body: { deviceId, pin } });
      forgetKioskDevice(tenant.name);
      onClose();
    } catch (failure) {
      const status = isApiError(failure) ? failure.status : 0;
      if (status === 403) setError(t`The PIN is not correct.`);
      else if (status === 429) setError(t`Too many attempts. Try again later.`);
      else if (status === 404) {
        // Unenrolled elsewhere already: this device is no kiosk any more.
        forgetKioskDevice(tenant.name);
        onClose();
      } else setError(t`Kiosk mode could not be left. Check the connection and try again.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogFrame title={t`Leave kiosk mode`} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate data-dirty={pin ? 'true' : undefined}>
        <TextInput
          label={t`Kiosk PIN`}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          value={pin}
          onChange={(event) => {
            setPin(event.currentTarget.value);
            setError(undefined);
          }}
          error={error}
          data-autofocus
        />
        <div className={dialogActionsClass}>
          <Button type="button" variant="default" onClick={onClose}>
            {t`Cancel`}
          </Button>
          <Button type="submit" loading={busy}>
            {t`Leave kiosk mode`}
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
}
