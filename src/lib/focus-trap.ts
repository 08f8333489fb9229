import type { KeyboardEvent } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The container's Tab stops in order: rendered (not display:none, not under [hidden]) and not disabled. */
export function tabStops(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0 && !element.closest('[hidden]'),
  );
}

/**
 * A modal's onKeyDown: Tab and Shift+Tab go round inside it. A native modal <dialog> makes the page inert
 * but still lets one Tab stop out of the document (to the browser's own controls); this closes that gap.
 */
export function trapTab(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const container = event.currentTarget;
  const stops = tabStops(container);
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const current = document.activeElement;
  // Focus on the modal itself (or already out of it): the next stop is its first or last one.
  const inside = current !== container && current instanceof Node && container.contains(current);
  if (!inside || current === (event.shiftKey ? first : last)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}
