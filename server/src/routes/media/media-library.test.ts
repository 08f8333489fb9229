import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MEDIA_DIR, mediaManifest } from './media-library.ts';

/** Top-level MP4 boxes in file order, and the movie duration from mvhd (timescale units → seconds). */
function mp4Facts(bytes: Buffer): { boxes: string[]; seconds: number } {
  const boxes: string[] = [];
  let seconds = Number.NaN;
  for (let at = 0; at + 8 <= bytes.length; ) {
    const size = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    boxes.push(type);
    if (type === 'moov') {
      const mvhd = bytes.indexOf('mvhd', at, 'latin1') + 4;
      const v1 = bytes[mvhd] === 1;
      const timescale = bytes.readUInt32BE(mvhd + (v1 ? 20 : 12));
      const duration = v1 ? Number(bytes.readBigUInt64BE(mvhd + 24)) : bytes.readUInt32BE(mvhd + 16);
      seconds = duration / timescale;
    }
    if (size < 8) break;
    at += size;
  }
  return { boxes, seconds };
}

describe('generated demo media', () => {
  const manifest = mediaManifest();
  const entries = [...Object.entries(manifest.audio), ...Object.entries(manifest.video)];

  it('twelve full pieces of 60–120 s, each with a 30 s preview; one to three videos of 10–15 s', () => {
    const full = Object.entries(manifest.audio).filter(([, e]) => !e.previewOf);
    expect(full.length).toBeGreaterThanOrEqual(12);
    for (const [name, entry] of full) {
      expect(entry.durationSec, name).toBeGreaterThanOrEqual(60);
      expect(entry.durationSec, name).toBeLessThanOrEqual(120);
      const preview = manifest.audio[`${name}-preview`];
      expect(preview?.previewOf).toBe(name);
      expect(Math.round(preview?.durationSec ?? 0)).toBe(30);
    }
    const videos = Object.values(manifest.video);
    expect(videos.length).toBeGreaterThanOrEqual(1);
    expect(videos.length).toBeLessThanOrEqual(3);
    for (const video of videos) expect(video.durationSec).toBeGreaterThanOrEqual(10);
    for (const video of videos) expect(video.durationSec).toBeLessThanOrEqual(15);
  });

  it('every listed file exists with the size, sha256 and duration the manifest gives', () => {
    for (const [name, entry] of entries) {
      const bytes = readFileSync(MEDIA_DIR + entry.file);
      expect(bytes.length, name).toBe(entry.bytes);
      expect(createHash('sha256').update(bytes).digest('hex'), name).toBe(entry.sha256);
      const { seconds } = mp4Facts(bytes);
      expect(Math.abs(seconds - entry.durationSec), name).toBeLessThan(0.1);
    }
  });

  it('files are faststart MP4 (moov before mdat) so playback starts before the download ends', () => {
    for (const [name, entry] of entries) {
      const { boxes } = mp4Facts(readFileSync(MEDIA_DIR + entry.file));
      expect(boxes.indexOf('moov'), name).toBeGreaterThan(-1);
      expect(boxes.indexOf('moov'), name).toBeLessThan(boxes.indexOf('mdat'));
    }
  });

  it('the committed media stay small (about 10 MB in all)', () => {
    const total = entries.reduce((sum, [, entry]) => sum + entry.bytes, 0);
    expect(total).toBeLessThan(10.5 * 1024 * 1024);
  });
});

/** Sync-sample (keyframe) numbers from the first stss box, 1-based. */
function keyframes(bytes: Buffer): number[] {
  const at = bytes.indexOf('stss', 0, 'latin1');
  if (at < 0) return [];
  const count = bytes.readUInt32BE(at + 8);
  return Array.from({ length: count }, (_, i) => bytes.readUInt32BE(at + 12 + 4 * i));
}

describe('video renditions (packaged into DASH/HLS at run time)', () => {
  const { video, renditions } = mediaManifest();
  const files = Object.values(renditions).flatMap((r) => [...r.video, ...r.audio, ...r.text]);

  it('every video has 240p/480p/720p, audio in en and ar, subtitles in the six languages', () => {
    expect(Object.keys(renditions).sort()).toEqual(Object.keys(video).sort());
    for (const [name, set] of Object.entries(renditions)) {
      expect(set.durationSec, name).toBe(Math.round(video[name]?.durationSec ?? 0));
      expect(set.video.map((v) => v.height)).toEqual([240, 480, 720]);
      expect(set.video.map((v) => v.file)).toEqual([240, 480, 720].map((h) => `video/${name}/v${h}.mp4`));
      expect(set.audio.map((a) => a.language)).toEqual(['en', 'ar']);
      // Two different beds, so switching the audio language is audible.
      expect(set.audio[0]?.sha256).not.toBe(set.audio[1]?.sha256);
      expect(set.text.map((t) => t.language)).toEqual(['en', 'ar', 'fr', 'de', 'es', 'ro']);
    }
  });

  it('every rendition exists with the size, sha256 and duration the manifest gives', () => {
    for (const entry of files) {
      const bytes = readFileSync(MEDIA_DIR + entry.file);
      expect(bytes.length, entry.file).toBe(entry.bytes);
      expect(createHash('sha256').update(bytes).digest('hex'), entry.file).toBe(entry.sha256);
      if (entry.file.endsWith('.mp4'))
        expect(Math.abs(mp4Facts(bytes).seconds - entry.durationSec), entry.file).toBeLessThan(0.1);
    }
  });

  it('video renditions have aligned 2 s GOPs (a keyframe every 50 frames at 25 fps, none in between)', () => {
    for (const set of Object.values(renditions))
      for (const rendition of set.video) {
        const frames = keyframes(readFileSync(MEDIA_DIR + rendition.file));
        const expected = Array.from({ length: Math.ceil((set.durationSec * 25) / 50) }, (_, i) => 1 + 50 * i);
        expect(frames, rendition.file).toEqual(expected);
      }
  });

  it('subtitles are WebVTT with the same cues in every language, each language its own words', () => {
    for (const set of Object.values(renditions)) {
      const parsed = set.text.map((t) => {
        const text = readFileSync(MEDIA_DIR + t.file, 'utf8');
        expect(text.startsWith('WEBVTT\n'), t.file).toBe(true);
        const timings = [...text.matchAll(/^(\d\d:\d\d:\d\d\.\d{3}) --> (\d\d:\d\d:\d\d\.\d{3})$/gm)].map(
          (m) => m[0],
        );
        const lines = text
          .split('\n\n')
          .slice(1)
          .map((block) => block.split('\n').slice(2).join('\n'));
        return { timings, lines };
      });
      const [first] = parsed;
      expect(first?.timings.length).toBeGreaterThanOrEqual(3);
      for (const other of parsed.slice(1)) {
        expect(other.timings).toEqual(first?.timings);
        expect(other.lines).toHaveLength(first?.lines.length ?? 0);
        for (const [i, line] of other.lines.entries()) expect(line).not.toBe(first?.lines[i]);
      }
    }
  });

  it('the renditions stay small (under 7 MB for all videos)', () => {
    expect(files.reduce((sum, entry) => sum + entry.bytes, 0)).toBeLessThan(7 * 1024 * 1024);
  });
});
