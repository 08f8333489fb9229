import { useLingui } from '@lingui/react/macro';
import { CloseButton } from '@mantine/core';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import '@mantine/core/styles/CloseButton.css';
import classes from './dialog-frame.module.css';

interface DialogFrameProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>: the browser traps focus, makes the page inert, closes on Escape
 * and returns focus to the opener, without a popup library.
 */
export function DialogFrame({ title, onClose, children }: DialogFrameProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => dialog?.close?.();
  }, []);
  return (
    <dialog
      ref={ref}
      className={classes.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={classes.header}>
        <h2 id={titleId} className={classes.title}>
          {title}
        </h2>
        <CloseButton aria-label={t`Close`} onClick={onClose} />
      </div>
      <div className={classes.body}>{children}</div>
    </dialog>
  );
}

export const dialogActionsClass = classes.actions;
