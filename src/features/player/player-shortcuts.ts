import { useEffect, useRef } from 'react';

/**
 * Keyboard shortcuts of the player (listed in its shortcuts help): space play/pause, M mute,
 * N/P next/previous anywhere outside a field; arrows seek ±5 s while the full player is open;
 * Alt+P moves focus to the player's play/pause from anywhere but a text field.
 */

export type Shortcut = 'toggle' | 'mute' | 'next' | 'previous' | 'back' | 'forward' | 'help' | 'focus';
export const SEEK_STEP_SECONDS = 5;
/** Moves focus to the play/pause button (its aria-keyshortcuts). */
export const FOCUS_PLAYER_KEYS = 'Alt+P';

/** Where keys belong to the control itself: typing, a slider, or space pressing a button. */
const FIELD = 'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="slider"]';
/** Where Alt+P may be part of typing (macOS types π with it): a slider or a button still lets it through. */
const TYPING =
  'textarea, [contenteditable=""], [contenteditable="true"], input:not([type="range"]):not([type="checkbox"]):not([type="radio"]):not([type="button"]):not([type="submit"]):not([type="reset"])';
const PRESSABLE = 'button, a[href], summary, [role="button"], [role="link"], [role="tab"], [role="menuitem"]';

interface KeyLike {
  key: string;
  /** The physical key: Alt+P is the P key whatever the layout (Arabic types ح there, macOS π). */
  code?: string;
  shiftKey?: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
}

const closestOf = (target: EventTarget | null, selector: string) =>
  target instanceof Element ? target.closest(selector) !== null : false;

export function shortcutFor(
  event: KeyLike,
  fullPlayerOpen: boolean,
  dir: 'ltr' | 'rtl',
): Shortcut | undefined {
  if (isFocusKey(event)) return closestOf(event.target, TYPING) ? undefined : 'focus';
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return undefined;
  if (closestOf(event.target, FIELD)) return undefined;
  if (event.key === ' ') return closestOf(event.target, PRESSABLE) ? undefined : 'toggle';
  if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
    if (!fullPlayerOpen) return undefined;
    // In right-to-left pages the timeline runs leftwards: the left arrow goes forward.
    const forward = (event.key === 'ArrowRight') === (dir === 'ltr');
    return forward ? 'forward' : 'back';
  }
  switch (event.key.toLowerCase()) {
    case 'm':
      return 'mute';
    case 'n':
      return 'next';
    case 'p':
      return 'previous';
    case '?':
      return 'help';
    default:
      return undefined;
  }
}

/** Alt+P alone: not a browser's key (Firefox's menu bar takes F E V S B T H) nor a screen reader's (Insert, CapsLock, Ctrl+Option). */
function isFocusKey(event: KeyLike): boolean {
  if (event.defaultPrevented || !event.altKey || event.ctrlKey || event.metaKey || event.shiftKey)
    return false;
  return event.code === 'KeyP' || event.key.toLowerCase() === 'p';
}

/** Listens on the document while the player runs; `run` gets each recognised shortcut. */
export function usePlayerShortcuts(
  run: (shortcut: Shortcut) => void,
  fullPlayerOpen: boolean,
  dir: 'ltr' | 'rtl',
): void {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut = shortcutFor(event, fullPlayerOpen, dir);
      if (!shortcut) return;
      event.preventDefault();
      latest.current(shortcut);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [fullPlayerOpen, dir]);
}
