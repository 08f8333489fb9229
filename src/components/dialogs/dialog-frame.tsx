import { useLingui } from '@lingui/react/macro';
import { CloseButton } from '@mantine/core';
import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
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
  // A layout effect: its cleanup runs while the <dialog> is still in the document, so closing it can
  // hand focus back to the opener (an unmounted dialog would leave focus on <body>).
  useLayoutEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => {
      dialog?.close?.();
      if (opener?.isConnected) opener.focus();
    };
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
