import { ActionIcon, Button } from '@mantine/core';
import { type ReactNode, Suspense, useId } from 'react';
import classes from './menus.module.css';
import { useDismissable } from './use-dismissable.ts';

interface HeaderMenuProps {
  /** The button's accessible name; with `trigger`, a visually hidden prefix to its visible content. */
  label: string;
  icon: ReactNode;
  /** Visible button content (e.g. avatar and first name) instead of the icon alone. */
  trigger?: ReactNode;
  children: (close: () => void) => ReactNode;
}

/** A header disclosure (button + panel), closed by Escape, a click outside, focus leaving it, or a chosen entry. */
export function HeaderMenu({ label, icon, trigger, children }: HeaderMenuProps) {
  const { open, setOpen, buttonRef, rootRef } = useDismissable();
  const panelId = useId();
  const toggle = {
    ref: buttonRef,
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick: () => setOpen((value) => !value),
  };
  // A chosen entry hides with the panel: focus goes back to the button instead of falling to <body>
  // (a language link re-renders the whole page, and a keyboard user would start again from the top).
  const done = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  return (
    <div ref={rootRef} className={classes.menu}>
      {trigger ? (
        <Button {...toggle} variant="subtle" color="gray" leftSection={icon} className={classes.trigger}>
          {trigger}
        </Button>
      ) : (
        <ActionIcon {...toggle} variant="default" size="lg" aria-label={label}>
          {icon}
        </ActionIcon>
      )}
      <div id={panelId} className={classes.panel} hidden={!open}>
        {open && <Suspense fallback={null}>{children(done)}</Suspense>}
      </div>
    </div>
  );
}
