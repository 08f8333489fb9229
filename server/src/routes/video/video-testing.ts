import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { VideoAsset } from '../../db/schema/catalogue-props.ts';
import type { PackagedVideo, PackageOptions, VideoPackager } from './video-packages.ts';

/** The package a fixture packager writes: the file layout of the media pipeline's, with small made-up media. */
const STREAMS = ['v240.mp4', 'v480.mp4', 'a_en.mp4', 'sub_en.vtt'];
const OFFLINE = ['v480.mp4', 'a_en.mp4', 'sub_en.vtt'];
const MIME: Record<string, string> = {
  mpd: 'application/dash+xml',
  m3u8: 'application/vnd.apple.mpegurl',
  mp4: 'video/mp4',
  vtt: 'text/vtt',
};

const mpd = (files: string[], kid?: string) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<MPD xmlns="urn:mpeg:dash:schema:mpd:2011" type="static" mediaPresentationDuration="PT12S">',
    '<Period>',
    ...files.map(
      (name) =>
        `<AdaptationSet>${kid ? `<ContentProtection schemeIdUri="urn:mpeg:dash:mp4protection:2011" cenc:default_KID="${kid}"/>` : ''}<Representation id="${name}"><BaseURL>${name}</BaseURL></Representation></AdaptationSet>`,
    ),
    '</Period>',
    '</MPD>',
  ].join('\n');

export interface FixturePackager {
  packager: VideoPackager;
  cacheDir: string;
  /** Packaging runs so far, by asset and key id. */
  runs: string[];
  dispose(): Promise<void>;
}

/**
 * A stand-in for the media pipeline in route tests: writes a package folder (MPD, offline MPD, HLS master
 * and media playlist, "media" files of known sizes) in a temporary cache, after a short delay so concurrent
 * first plays overlap, and counts its runs.
 */
export async function fixturePackager(): Promise<FixturePackager> {
  const cacheDir = join(tmpdir(), `video-test-${process.pid}-${Date.now()}`);
  await mkdir(cacheDir, { recursive: true });
  const runs: string[] = [];
  const packager = async (asset: VideoAsset, options: PackageOptions): Promise<PackagedVideo> => {
    const kid = options.key?.kid;
    runs.push(`${asset}:${kid ?? 'clear'}`);
    await new Promise((done) => setTimeout(done, 50));
    const dir = join(options.cacheDir, kid ? `${asset}-${kid}` : `${asset}-clear`);
    await mkdir(dir, { recursive: true });
    const keyLine = kid ? [`#EXT-X-KEY:METHOD=SAMPLE-AES-CTR,URI="${options.hlsKeyUri}"`] : [];
    const contents: Record<string, string | Buffer> = {
      'manifest.mpd': mpd(STREAMS, kid),
      'offline.mpd': mpd(OFFLINE),
      'master.m3u8': '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=400000\nv480.m3u8\n',
      'v480.m3u8': ['#EXTM3U', ...keyLine, '#EXTINF:12,', 'v480.mp4', '#EXT-X-ENDLIST', ''].join('\n'),
      'sub_en.vtt': 'WEBVTT\n\n00:00.000 --> 00:02.000\nHold on!\n',
    };
    for (const [index, name] of ['v240.mp4', 'v480.mp4', 'a_en.mp4'].entries())
      contents[name] = Buffer.alloc(1000 * (index + 1), index + 1);
    const files = [];
    for (const [name, body] of Object.entries(contents)) {
      await writeFile(join(dir, name), body);
      const extension = name.split('.').pop() ?? '';
      files.push({ name, sizeBytes: (await stat(join(dir, name))).size, mimeType: MIME[extension] ?? '' });
    }
    return { dir, files, durationSec: 12.04, kid: kid ?? null };
  };
  return { packager, cacheDir, runs, dispose: () => rm(cacheDir, { recursive: true, force: true }) };
}
