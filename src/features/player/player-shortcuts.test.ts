import { describe, expect, it } from 'vitest';
import { shortcutFor } from './player-shortcuts.ts';

const key = (k: string, target: EventTarget | null = document.body, extra: Partial<KeyboardEvent> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  defaultPrevented: false,
  target,
  ...extra,
});
const element = (html: string) => {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host.firstElementChild as HTMLElement;
};

describe('player keyboard shortcuts', () => {
  it('space plays/pauses, M mutes, N/P next/previous, ? shows the help', () => {
    expect(shortcutFor(key(' '), false, 'ltr')).toBe('toggle');
    expect(shortcutFor(key('m'), false, 'ltr')).toBe('mute');
    expect(shortcutFor(key('N'), false, 'ltr')).toBe('next');
    expect(shortcutFor(key('p'), false, 'ltr')).toBe('previous');
    expect(shortcutFor(key('?'), false, 'ltr')).toBe('help');
  });

  it('never while typing or on a slider; space never steals a button’s own press', () => {
    expect(shortcutFor(key('m', element('<input type="search">')), false, 'ltr')).toBeUndefined();
    expect(shortcutFor(key(' ', element('<textarea></textarea>')), false, 'ltr')).toBeUndefined();
    expect(shortcutFor(key('ArrowRight', element('<input type="range">')), true, 'ltr')).toBeUndefined();
    expect(shortcutFor(key(' ', element('<button>Play</button>')), false, 'ltr')).toBeUndefined();
    expect(shortcutFor(key(' ', element('<a href="/x">x</a>')), false, 'ltr')).toBeUndefined();
    expect(shortcutFor(key('n', element('<button>x</button>')), false, 'ltr')).toBe('next');
  });

  it('modified keys belong to the browser', () => {
    expect(shortcutFor(key('p', document.body, { ctrlKey: true }), false, 'ltr')).toBeUndefined();
    expect(shortcutFor(key('m', document.body, { metaKey: true }), false, 'ltr')).toBeUndefined();
  });

  it('arrows seek ±5 s only in the full player, following the reading direction', () => {
    expect(shortcutFor(key('ArrowRight'), false, 'ltr')).toBeUndefined();
    expect(shortcutFor(key('ArrowRight'), true, 'ltr')).toBe('forward');
    expect(shortcutFor(key('ArrowLeft'), true, 'ltr')).toBe('back');
    expect(shortcutFor(key('ArrowLeft'), true, 'rtl')).toBe('forward');
    expect(shortcutFor(key('ArrowRight'), true, 'rtl')).toBe('back');
  });
});

describe('Alt+P moves focus to the player (issue 15: reaching the player by keyboard)', () => {
  it('Alt+P is the P key in any layout (Arabic types ح, macOS π), from the page, a button or a slider', () => {
    expect(shortcutFor(key('p', document.body, { altKey: true, code: 'KeyP' }), false, 'ltr')).toBe('focus');
    expect(shortcutFor(key('ح', document.body, { altKey: true, code: 'KeyP' }), false, 'rtl')).toBe('focus');
    expect(shortcutFor(key('π', document.body, { altKey: true, code: 'KeyP' }), true, 'ltr')).toBe('focus');
    expect(shortcutFor(key('p', element('<button>x</button>'), { altKey: true }), false, 'ltr')).toBe(
      'focus',
    );
    expect(shortcutFor(key('p', element('<input type="range">'), { altKey: true }), false, 'ltr')).toBe(
      'focus',
    );
  });

  it('never while typing in a field, nor with Ctrl, Meta (AltGr is Ctrl+Alt) or Shift', () => {
    const typing = [
      '<input type="search">',
      '<input>',
      '<textarea></textarea>',
      '<div contenteditable="true">',
    ];
    for (const html of typing)
      expect(
        shortcutFor(key('p', element(html), { altKey: true, code: 'KeyP' }), false, 'ltr'),
      ).toBeUndefined();
    for (const extra of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }])
      expect(
        shortcutFor(key('p', document.body, { altKey: true, code: 'KeyP', ...extra }), false, 'ltr'),
      ).toBeUndefined();
    // Alt with another key stays the browser's; P alone is still "previous".
    expect(
      shortcutFor(key('n', document.body, { altKey: true, code: 'KeyN' }), false, 'ltr'),
    ).toBeUndefined();
    expect(shortcutFor(key('p', document.body, { code: 'KeyP' }), false, 'ltr')).toBe('previous');
  });
});
