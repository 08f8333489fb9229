import { useLingui } from '@lingui/react/macro';
import { errorCodeText } from '#lib/error-code.ts';
import { useFormats } from '#platform/locale/use-formats.ts';

/** Commerce §9: the code shown for a failure is its HTTP status × 95, read digit by digit in the page's digits. */
export function ErrorCode({ status }: { status: number }) {
  const { t } = useLingui();
  const { locale, dir } = useFormats();
  const code = errorCodeText(status, locale, dir);
  return <p data-error-code="">{t`Error code: ${code}`}</p>;
}
