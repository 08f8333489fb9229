import { describe, expect, it } from 'vitest';
import {
  audioOptions,
  qualityOptions,
  stepSpeed,
  subtitleOptions,
  textTrackFor,
  toggledSubtitles,
  variantForHeight,
} from './track-menus.ts';

const variant = (id: number, height: number, bandwidth: number, audio: string, active = false) => ({
  id,
  height,
  bandwidth,
  audioLanguage: audio,
  language: audio,
  active,
});
const variants = [
  variant(1, 240, 300, 'en'),
  variant(2, 480, 600, 'en', true),
  variant(3, 720, 1100, 'en'),
  variant(4, 240, 310, 'ar'),
  variant(5, 480, 610, 'ar'),
  variant(6, 720, 1110, 'ar'),
];
const text = (id: number, language: string, active = false) => ({ id, language, label: null, active });

describe('track menus', () => {
  it('quality is Auto then each height, highest first; Auto is active while ABR is on', () => {
    const auto = qualityOptions(variants, true);
    expect(auto.map((o) => o.key)).toEqual(['auto', 720, 480, 240]);
    expect(auto.filter((o) => o.active).map((o) => o.key)).toEqual(['auto']);
    const manual = qualityOptions(variants, false);
    expect(manual.filter((o) => o.active).map((o) => o.key)).toEqual([480]);
    expect(manual[1]?.label).toBe('720p');
  });

  it('a manual quality keeps the audio language that plays', () => {
    expect(variantForHeight(variants, 720)?.id).toBe(3);
    const arabic = variants.map((v) => ({ ...v, active: v.id === 5 }));
    expect(variantForHeight(arabic, 240)?.id).toBe(4);
    expect(variantForHeight(variants, 1080)).toBeUndefined();
  });

  it('audio languages are named in the page language, once each', () => {
    const tracks = [
      { language: 'en', label: null, active: true },
      { language: 'ar', label: null, active: false },
      { language: 'en', label: null, active: false },
    ];
    expect(audioOptions(tracks, 'en').map((o) => [o.key, o.label, o.active])).toEqual([
      ['en', 'English', true],
      ['ar', 'Arabic', false],
    ]);
    expect(audioOptions(tracks, 'fr').map((o) => o.label)).toEqual(['anglais', 'arabe']);
  });

  it('subtitles are Off then each language; Off is active when no track is', () => {
    const off = subtitleOptions([text(1, 'en'), text(2, 'fr')], 'de');
    expect(off.map((o) => [o.key, o.label, o.active])).toEqual([
      ['off', '', true],
      ['en', 'Englisch', false],
      ['fr', 'Französisch', false],
    ]);
    const on = subtitleOptions([text(1, 'en'), text(2, 'fr', true)], 'en');
    expect(on.filter((o) => o.active).map((o) => o.key)).toEqual(['fr']);
  });

  it('a subtitles choice picks its track, Off picks none', () => {
    const tracks = [text(1, 'en'), text(2, 'fr')];
    expect(textTrackFor(tracks, 'fr')?.id).toBe(2);
    expect(textTrackFor(tracks, 'off')).toBeNull();
  });

  it('C turns on the page language subtitles first, and turns showing subtitles off', () => {
    expect(toggledSubtitles([text(1, 'en'), text(2, 'fr')], 'fr')).toBe('fr');
    expect(toggledSubtitles([text(1, 'en'), text(2, 'fr')], 'ro')).toBe('en');
    expect(toggledSubtitles([text(1, 'en', true)], 'en')).toBe('off');
    expect(toggledSubtitles([], 'en')).toBe('off');
  });

  it('speed steps through 0.5 to 2 and stays at the ends', () => {
    expect(stepSpeed(1, 1)).toBe(1.25);
    expect(stepSpeed(1, -1)).toBe(0.75);
    expect(stepSpeed(2, 1)).toBe(2);
    expect(stepSpeed(0.5, -1)).toBe(0.5);
    expect(stepSpeed(1.1, 1)).toBe(1.25);
  });
});
