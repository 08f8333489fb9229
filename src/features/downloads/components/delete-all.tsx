import { useLingui } from '@lingui/react/macro';
import { ConfirmInPlace } from '#components/confirm-in-place.tsx';

/** Deleting every download asks once more, in place. */
export function DeleteAll({ onConfirm }: { onConfirm: () => void }) {
  const { t } = useLingui();
  return (
    <ConfirmInPlace
      label={t`Delete all downloads`}
      question={t`Delete every download from this device? You can download them again while online.`}
      confirmLabel={t`Delete all`}
      onConfirm={onConfirm}
    />
  );
}
