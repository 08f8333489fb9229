import { ActionIcon } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import classes from './menus.module.css';
import { useDismissable } from './use-dismissable.ts';

interface HeaderMenuProps {
  label: string;
  icon: ReactNode;
  children: (close: () => void) => ReactNode;
}

/** A header disclosure (button + panel), closed by Escape, a click outside or focus leaving it. */
export function HeaderMenu({ label, icon, children }: HeaderMenuProps) {
  const { open, setOpen, buttonRef, rootRef } = useDismissable();
  const panelId = useId();
  return (
    <div ref={rootRef} className={classes.menu}>
      <ActionIcon
        ref={buttonRef}
        variant="default"
        size="lg"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {icon}
      </ActionIcon>
      <div id={panelId} className={classes.panel} hidden={!open}>
        {open && children(() => setOpen(false))}
      </div>
    </div>
  );
}
