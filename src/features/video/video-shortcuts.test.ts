import { describe, expect, it } from 'vitest';
import { steppedVolume, videoShortcutFor } from './video-shortcuts.ts';

const key = (k: string, extra: Partial<Parameters<typeof videoShortcutFor>[0]> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  defaultPrevented: false,
  target: document.body,
  ...extra,
});

describe('video shortcuts', () => {
  it('maps Space/K, M, F, C, < and > to their actions', () => {
    expect(videoShortcutFor(key(' '), 'ltr')).toBe('toggle');
    expect(videoShortcutFor(key('k'), 'ltr')).toBe('toggle');
    expect(videoShortcutFor(key('M'), 'ltr')).toBe('mute');
    expect(videoShortcutFor(key('f'), 'ltr')).toBe('fullscreen');
    expect(videoShortcutFor(key('c'), 'ltr')).toBe('captions');
    expect(videoShortcutFor(key('<'), 'ltr')).toBe('slower');
    expect(videoShortcutFor(key('>'), 'ltr')).toBe('faster');
    expect(videoShortcutFor(key('ArrowUp'), 'ltr')).toBe('volumeUp');
    expect(videoShortcutFor(key('ArrowDown'), 'ltr')).toBe('volumeDown');
  });

  it('arrows seek along the timeline: mirrored in rtl', () => {
    expect(videoShortcutFor(key('ArrowRight'), 'ltr')).toBe('forward');
    expect(videoShortcutFor(key('ArrowLeft'), 'ltr')).toBe('back');
    expect(videoShortcutFor(key('ArrowLeft'), 'rtl')).toBe('forward');
    expect(videoShortcutFor(key('ArrowRight'), 'rtl')).toBe('back');
  });

  it("leaves the audio player's keys and the browser's alone", () => {
    expect(videoShortcutFor(key('n'), 'ltr')).toBeUndefined();
    expect(videoShortcutFor(key('p'), 'ltr')).toBeUndefined();
    expect(videoShortcutFor(key('p', { altKey: true }), 'ltr')).toBeUndefined();
    expect(videoShortcutFor(key('f', { ctrlKey: true }), 'ltr')).toBeUndefined();
    expect(videoShortcutFor(key('k', { defaultPrevented: true }), 'ltr')).toBeUndefined();
  });

  it('keys typed into fields or sliders stay there; Space presses a focused button', () => {
    const input = document.createElement('input');
    const slider = document.createElement('div');
    slider.setAttribute('role', 'slider');
    const button = document.createElement('button');
    expect(videoShortcutFor(key('k', { target: input }), 'ltr')).toBeUndefined();
    expect(videoShortcutFor(key('ArrowLeft', { target: slider }), 'ltr')).toBeUndefined();
    expect(videoShortcutFor(key(' ', { target: button }), 'ltr')).toBeUndefined();
    expect(videoShortcutFor(key('k', { target: button }), 'ltr')).toBe('toggle');
  });

  it('volume steps by a tenth within 0 and 1', () => {
    expect(steppedVolume(0.5, 1)).toBe(0.6);
    expect(steppedVolume(0.95, 1)).toBe(1);
    expect(steppedVolume(0.05, -1)).toBe(0);
  });
});
