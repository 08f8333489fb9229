import { useClickOutside, useWindowEvent } from '@mantine/hooks';
import { type RefObject, useRef, useState } from 'react';

/**
 * Open/closed state of a disclosure (menu button + panel): a click outside, focus moving
 * elsewhere, or Escape closes it; Escape also returns focus to the button.
 */
export function useDismissable<B extends HTMLElement = HTMLButtonElement>() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<B>(null);
  const rootRef = useClickOutside<HTMLDivElement>(() => setOpen(false), null, undefined, open);
  useWindowEvent('keydown', (event) => {
    if (!open || event.key !== 'Escape') return;
    setOpen(false);
    buttonRef.current?.focus();
  });
  useWindowEvent('focusin', (event) => {
    if (open && !rootRef.current?.contains(event.target as Node)) setOpen(false);
  });
  return { open, setOpen, buttonRef: buttonRef as RefObject<B>, rootRef };
}
