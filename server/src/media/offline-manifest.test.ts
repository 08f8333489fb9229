import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFLINE_HEIGHT, offlineManifest } from './offline-manifest.ts';

// manifest.mpd as videoPackage('trailer') writes it (Shaka Packager 3.4.2, on-demand profile).
const PACKAGED = readFileSync(new URL('./fixtures/packaged.mpd', import.meta.url), 'utf8');
const TEXTS = ['en', 'ar', 'fr', 'de', 'es', 'ro'].map((language) => `sub_${language}.vtt`);

const representations = (mpd: string) =>
  [...mpd.matchAll(/<Representation\b[^>]*>[\s\S]*?<BaseURL>([^<]+)<\/BaseURL>/g)].map((m) => m[1]);

describe('offlineManifest', () => {
  it('keeps the 480p video, both audio languages and every subtitle language', () => {
    const { mpd, files } = offlineManifest(PACKAGED);
    expect(OFFLINE_HEIGHT).toBe(480);
    expect(files).toEqual(['v480.mp4', 'a_en.mp4', 'a_ar.mp4', ...TEXTS]);
    expect(representations(mpd)).toEqual(files);
    expect(mpd).not.toContain('height="240"');
    expect(mpd).not.toContain('height="720"');
    // The video set's maximum follows the one rendition left.
    expect(mpd).toMatch(/<AdaptationSet id="0" contentType="video" maxWidth="854" maxHeight="480"/);
    for (const language of ['en', 'ar']) expect(mpd).toContain(`contentType="audio" lang="${language}"`);
  });

  it('leaves everything else byte for byte: removing the other renditions from the input gives the output', () => {
    const { mpd } = offlineManifest(PACKAGED);
    const expected = PACKAGED.replace(/ {6}<Representation id="[02]"[\s\S]*?<\/Representation>\n/g, '')
      .replace('maxWidth="1280"', 'maxWidth="854"')
      .replace('maxHeight="720"', 'maxHeight="480"');
    expect(mpd).toBe(expected);
    expect(mpd.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(mpd).toContain('type="static"');
  });

  it('is idempotent and can pick another height', () => {
    const once = offlineManifest(PACKAGED);
    expect(offlineManifest(once.mpd)).toEqual(once);
    expect(offlineManifest(PACKAGED, 240).files[0]).toBe('v240.mp4');
    expect(offlineManifest(PACKAGED, 720).mpd).toContain('maxWidth="1280" maxHeight="720"');
  });

  it('recognises video sets marked by mimeType instead of contentType', () => {
    const styled = PACKAGED.replace('contentType="video"', 'mimeType="video/mp4"');
    expect(offlineManifest(styled).files).toEqual(['v480.mp4', 'a_en.mp4', 'a_ar.mp4', ...TEXTS]);
  });

  it('refuses an MPD without that height, or one that references files by path or URL', () => {
    expect(() => offlineManifest(PACKAGED, 1080)).toThrow(/no 1080p video representation/);
    expect(() =>
      offlineManifest(PACKAGED.replace('<BaseURL>a_en.mp4', '<BaseURL>https://cdn.example/a_en.mp4')),
    ).toThrow(/plain relative names/);
    expect(() => offlineManifest(PACKAGED.replace('<BaseURL>sub_fr.vtt', '<BaseURL>../sub_fr.vtt'))).toThrow(
      /plain relative names/,
    );
  });
});
