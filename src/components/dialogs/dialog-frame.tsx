import { useLingui } from '@lingui/react/macro';
import { CloseButton } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import '@mantine/core/styles/CloseButton.css';
import { trapTab } from '#lib/focus-trap.ts';
import classes from './dialog-frame.module.css';
import { useModalDialog } from './use-modal-dialog.ts';

interface DialogFrameProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>: the page is inert, Tab goes round inside, Escape closes it and focus
 * returns to the opener, without a popup library.
 */
export function DialogFrame({ title, onClose, children }: DialogFrameProps) {
  const { t } = useLingui();
  const ref = useModalDialog();
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      className={classes.dialog}
      aria-labelledby={titleId}
      onKeyDown={trapTab}
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
