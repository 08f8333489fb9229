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
