import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { DialogFrame, dialogActionsClass } from './dialog-frame.tsx';
import type { DialogComponentProps } from './dialog-kinds.ts';
import { ErrorCode } from './error-code.tsx';

export function ErrorDialog({ status, onClose }: DialogComponentProps<'error'>) {
  const { t } = useLingui();
  return (
    <DialogFrame title={t`Something went wrong`} onClose={onClose}>
      <p>{t`Please try again in a moment.`}</p>
      {status ? <ErrorCode status={status} /> : null}
      <div className={dialogActionsClass}>
        <Button onClick={onClose}>{t`OK`}</Button>
      </div>
    </DialogFrame>
  );
}
