import { useLingui } from '@lingui/react/macro';
import { displayedErrorCode } from '#components/dialogs/error-dialog.tsx';
import { numberingSystemFor } from '#lib/format.ts';
import { numberFormat } from '#lib/intl-cache.ts';
import { useFormats } from '#platform/locale/use-formats.ts';

/** Commerce §9: the code shown for a failure is its HTTP status × 95, read digit by digit in the page's digits. */
export function ErrorCode({ status }: { status: number }) {
  const { t } = useLingui();
  const { locale, dir } = useFormats();
  const code = numberFormat(locale, {
    useGrouping: false,
    numberingSystem: numberingSystemFor(locale, dir),
  }).format(displayedErrorCode(status));
  return <p data-error-code="">{t`Error code: ${code}`}</p>;
}
