import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { numberingSystemFor } from '#lib/format.ts';
import { numberFormat } from '#lib/intl-cache.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import { DialogFrame, dialogActionsClass } from './dialog-frame.tsx';
import type { DialogComponentProps } from './dialog-kinds.ts';

/** Commerce §9: the code shown to users is the HTTP status × 95. */
export const displayedErrorCode = (status: number): number => status * 95;

export function ErrorDialog({ status, onClose }: DialogComponentProps<'error'>) {
  const { t } = useLingui();
  const { locale, dir } = useFormats();
  // A code is read digit by digit: no grouping, in the page's digits (Arabic-Indic in ar).
  const code = status
    ? numberFormat(locale, { useGrouping: false, numberingSystem: numberingSystemFor(locale, dir) }).format(
        displayedErrorCode(status),
      )
    : undefined;
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
