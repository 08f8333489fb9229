import { type RefObject, useLayoutEffect, useRef } from 'react';

/**
 * Opens the <dialog> as a modal for as long as its component is mounted, then hands focus back to the
 * element that had it before (the opener). A layout effect: its cleanup runs while the <dialog> is still in
 * the document, so closing it can return focus (an unmounted dialog would leave focus on <body>).
 * Pair it with `onKeyDown={trapTab}` (#lib/focus-trap.ts): the browser alone lets one Tab stop escape.
 */
export function useModalDialog(): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => {
      dialog?.close?.();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return ref;
}
