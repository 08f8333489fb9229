/**
 * The video player's keys, YouTube-like: Space/K play/pause, M mute, ←/→ ±5 s (mirrored in rtl), ↑/↓ volume,
 * F fullscreen, C subtitles, < / > speed. They apply while the video has the page (focus in the stage, or on
 * nothing in particular after it was started); Alt+P and N/P stay the audio player's.
 */
export type VideoShortcut =
  | 'toggle'
  | 'mute'
  | 'back'
  | 'forward'
  | 'volumeUp'
  | 'volumeDown'
  | 'fullscreen'
  | 'captions'
  | 'slower'
  | 'faster';

export const VIDEO_SEEK_SECONDS = 5;
export const VOLUME_STEP = 0.1;

interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
}

/** Where keys belong to the control itself: typing, a slider, a menu. */
const FIELD =
  'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="slider"], [role="menu"], [role="menuitem"], [role="menuitemradio"]';
const PRESSABLE = 'button, a[href], summary, [role="button"], [role="link"], [role="tab"]';

const closestOf = (target: EventTarget | null, selector: string) =>
  typeof Element !== 'undefined' && target instanceof Element ? target.closest(selector) !== null : false;

export function videoShortcutFor(event: KeyLike, dir: 'ltr' | 'rtl'): VideoShortcut | undefined {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return undefined;
  if (closestOf(event.target, FIELD)) return undefined;
  switch (event.key) {
    case ' ':
      // Space on a button presses it; K still toggles from anywhere in the player.
      return closestOf(event.target, PRESSABLE) ? undefined : 'toggle';
    case 'ArrowLeft':
    case 'ArrowRight':
      // In right-to-left pages the timeline runs leftwards: the left arrow goes forward.
      return (event.key === 'ArrowRight') === (dir === 'ltr') ? 'forward' : 'back';
    case 'ArrowUp':
      return 'volumeUp';
    case 'ArrowDown':
      return 'volumeDown';
    case '<':
      return 'slower';
    case '>':
      return 'faster';
    default:
  }
  switch (event.key.toLowerCase()) {
    case 'k':
      return 'toggle';
    case 'm':
      return 'mute';
    case 'f':
      return 'fullscreen';
    case 'c':
      return 'captions';
    default:
      return undefined;
  }
}

/** Volume after ↑/↓, kept within 0–1 and rounded to the step. */
export const steppedVolume = (volume: number, direction: 1 | -1): number =>
  Math.round(Math.min(1, Math.max(0, volume + direction * VOLUME_STEP)) * 10) / 10;
