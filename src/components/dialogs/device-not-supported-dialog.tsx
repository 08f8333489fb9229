import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { DialogFrame, dialogActionsClass } from './dialog-frame.tsx';
import type { DialogComponentProps } from './dialog-kinds.ts';

export function DeviceNotSupportedDialog({ onClose }: DialogComponentProps<'device-not-supported'>) {
  const { t } = useLingui();
  return (
    <DialogFrame title={t`Device not supported`} onClose={onClose}>
      <p>{t`This content cannot be played on this device. Please try another device or browser.`}</p>
      <div className={dialogActionsClass}>
        <Button onClick={onClose}>{t`OK`}</Button>
      </div>
    </DialogFrame>
  );
}
