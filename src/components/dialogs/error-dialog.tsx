import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { errorCodeText } from '#lib/error-code.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import { DialogFrame, dialogActionsClass } from './dialog-frame.tsx';
import type { DialogComponentProps } from './dialog-kinds.ts';

export function ErrorDialog({ status, onClose }: DialogComponentProps<'error'>) {
  const { t } = useLingui();
  const { locale, dir } = useFormats();
  const code = status ? errorCodeText(status, locale, dir) : undefined;
  return (
    <DialogFrame title={t`Something went wrong`} onClose={onClose}>
      <p>{t`Please try again in a moment.`}</p>
      {code !== undefined && <p data-error-code="">{t`Error code: ${code}`}</p>}
      <div className={dialogActionsClass}>
        <Button onClick={onClose}>{t`OK`}</Button>
      </div>
    </DialogFrame>
  );
}
