import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useId } from 'react';
import { showSnackbar } from '../snackbar/snackbar-store.ts';
import { DialogFrame, dialogActionsClass } from './dialog-frame.tsx';
import type { DialogComponentProps } from './dialog-kinds.ts';
import classes from './share-dialog.module.css';

/** The fallback where the Web Share API is missing: the link to copy. */
export function ShareDialog({ url, title, onClose }: DialogComponentProps<'share'>) {
  const { t } = useLingui();
  const inputId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showSnackbar(t`Link copied`);
      onClose();
    } catch {
      showSnackbar(t`Could not copy the link. Select it and copy it yourself.`);
    }
  };
  return (
    <DialogFrame title={title ? t`Share ${title}` : t`Share`} onClose={onClose}>
      <label htmlFor={inputId}>{t`Link`}</label>
      <input
        id={inputId}
        className={classes.link}
        readOnly
        dir="ltr"
        value={url}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className={dialogActionsClass}>
        <Button onClick={copy}>{t`Copy link`}</Button>
      </div>
    </DialogFrame>
  );
}
