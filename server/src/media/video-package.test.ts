import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineManifest } from './offline-manifest.ts';
import { packagerBinary, packagerVersion, runPackager } from './packager.ts';
import {
  mediaCacheDir,
  placePackage,
  STALE_TEMP_MS,
  type Stamp,
  sweepStaleTemps,
  type VideoPackage,
  videoPackage,
} from './video-package.ts';

// One clear and one encrypted package per file run (each a few seconds of packager time), shared by the tests.
const KEY = { kid: '5e35f4aa0c1f4b7d9d2e6b1c8a7f3e21', key: '00112233445566778899aabbccddeeff' };
const HLS_KEY_URI = '../../key/arcade.bin';
const LANGUAGES = ['en', 'ar', 'fr', 'de', 'es', 'ro'];

let cacheDir: string;
let clear: VideoPackage;
let encrypted: VideoPackage;
let concurrentShared = false;
const seconds = { clear: 0, encrypted: 0 };

const uuid = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

beforeAll(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'video-package-'));
  let started = performance.now();
  clear = await videoPackage('trailer', { cacheDir });
  seconds.clear = (performance.now() - started) / 1000;
  started = performance.now();
  const first = videoPackage('arcade', { cacheDir, key: KEY, hlsKeyUri: HLS_KEY_URI });
  const second = videoPackage('arcade', { cacheDir, key: KEY, hlsKeyUri: HLS_KEY_URI });
  concurrentShared = first === second;
  encrypted = await first;
  seconds.encrypted = (performance.now() - started) / 1000;
  console.log(
    `[video-package] clear ${seconds.clear.toFixed(2)} s, encrypted ${seconds.encrypted.toFixed(2)} s`,
  );
}, 120_000);

afterAll(async () => {
  await rm(cacheDir, { recursive: true, force: true });
});

const expectedNames = [
  'a_ar.m3u8',
  'a_ar.mp4',
  'a_en.m3u8',
  'a_en.mp4',
  'manifest.mpd',
  'master.m3u8',
  'offline.mpd',
  ...LANGUAGES.flatMap((language) => [`sub_${language}.m3u8`, `sub_${language}.vtt`]),
  'v240.m3u8',
  'v240.mp4',
  'v480.m3u8',
  'v480.mp4',
  'v720.m3u8',
  'v720.mp4',
].sort();

describe('videoPackage, clear', () => {
  it('writes DASH and HLS for three heights, two audio languages and six subtitle languages', async () => {
    expect(clear.dir).toBe(join(cacheDir, 'trailer.clear'));
    expect(clear.kid).toBeNull();
    expect(clear.durationSec).toBe(12);
    expect(clear.files.map((file) => file.name)).toEqual(expectedNames);
    for (const file of clear.files) {
      expect(file.sizeBytes, file.name).toBe((await stat(join(clear.dir, file.name))).size);
      expect(file.sizeBytes, file.name).toBeGreaterThan(0);
    }
    const mimeOf = (name: string) => clear.files.find((file) => file.name === name)?.mimeType;
    expect(mimeOf('manifest.mpd')).toBe('application/dash+xml');
    expect(mimeOf('master.m3u8')).toBe('application/vnd.apple.mpegurl');
    expect(mimeOf('v480.mp4')).toBe('video/mp4');
    expect(mimeOf('a_ar.mp4')).toBe('audio/mp4');
    expect(mimeOf('sub_fr.vtt')).toBe('text/vtt');

    const mpd = await readFile(join(clear.dir, 'manifest.mpd'), 'utf8');
    expect(mpd).toContain('profiles="urn:mpeg:dash:profile:isoff-on-demand:2011"');
    expect(mpd).toContain('type="static"');
    expect(mpd).not.toContain('cenc:default_KID');
    expect(mpd).not.toContain('ContentProtection');
    expect(
      [...mpd.matchAll(/<Representation\b[^>]*\sheight="(\d+)"/g)].map((m) => Number(m[1])).sort(),
    ).toEqual([240, 480, 720]);
    for (const language of ['en', 'ar'])
      expect(mpd).toMatch(new RegExp(`contentType="audio" lang="${language}"`));
    for (const language of LANGUAGES)
      expect(mpd).toMatch(new RegExp(`contentType="text" lang="${language}"`));
    // Relative names only, so the package plays under any URL prefix.
    const baseUrls = [...mpd.matchAll(/<BaseURL>([^<]+)<\/BaseURL>/g)].map((m) => m[1]);
    expect(baseUrls).toHaveLength(11);
    for (const url of baseUrls) expect(url).toMatch(/^[a-z0-9_]+\.(mp4|vtt)$/);

    const master = await readFile(join(clear.dir, 'master.m3u8'), 'utf8');
    expect(master).toContain('#EXT-X-STREAM-INF');
    expect(master).toContain('LANGUAGE="ar"');
    expect(master).not.toContain('#EXT-X-KEY');
  });

  it('writes offline.mpd: the 480p rendition with every audio and subtitle language', async () => {
    const mpd = await readFile(join(clear.dir, 'manifest.mpd'), 'utf8');
    expect(await readFile(join(clear.dir, 'offline.mpd'), 'utf8')).toBe(offlineManifest(mpd).mpd);
    expect(offlineManifest(mpd).files.sort()).toEqual(
      ['v480.mp4', 'a_en.mp4', 'a_ar.mp4', ...LANGUAGES.map((language) => `sub_${language}.vtt`)].sort(),
    );
  });

  it('reuses a package whose stamp matches without running the packager again', async () => {
    const stampBefore = await stat(join(clear.dir, 'done.json'));
    const mpdBefore = await stat(join(clear.dir, 'manifest.mpd'));
    const started = performance.now();
    const again = await videoPackage('trailer', { cacheDir });
    const reuseSeconds = (performance.now() - started) / 1000;
    expect(again).toEqual(clear);
    expect((await stat(join(clear.dir, 'done.json'))).mtimeMs).toBe(stampBefore.mtimeMs);
    expect((await stat(join(clear.dir, 'manifest.mpd'))).ino).toBe(mpdBefore.ino);
    expect(reuseSeconds).toBeLessThan(seconds.clear / 3);
    const stamp = JSON.parse(await readFile(join(clear.dir, 'done.json'), 'utf8'));
    expect(stamp).toMatchObject({ asset: 'trailer', packager: await packagerVersion(), kid: null });
    expect(Object.keys(stamp.inputs)).toHaveLength(11);
  });

  it('repackages when the stamp no longer matches the inputs', async () => {
    const stampPath = join(clear.dir, 'done.json');
    const stamp = JSON.parse(await readFile(stampPath, 'utf8'));
    stamp.inputs['video/trailer/v480.mp4'] = '0'.repeat(64);
    await writeFile(stampPath, JSON.stringify(stamp));
    const mpdBefore = await stat(join(clear.dir, 'manifest.mpd'));
    const again = await videoPackage('trailer', { cacheDir });
    expect(again.files.map((file) => file.name)).toEqual(expectedNames);
    expect((await stat(join(clear.dir, 'manifest.mpd'))).ino).not.toBe(mpdBefore.ino);
    const rewritten = JSON.parse(await readFile(stampPath, 'utf8'));
    expect(rewritten.inputs['video/trailer/v480.mp4']).toMatch(/^[0-9a-f]{64}$/);
    expect(rewritten.inputs['video/trailer/v480.mp4']).not.toBe('0'.repeat(64));
  }, 60_000);
});

describe('videoPackage, encrypted', () => {
  it('shares one packager run between concurrent callers', () => {
    expect(concurrentShared).toBe(true);
  });

  it('writes a CENC package for ClearKey: default_KID, the common PSSH system, the HLS key URI', async () => {
    expect(encrypted.dir).toBe(join(cacheDir, `arcade.${KEY.kid}`));
    expect(encrypted.kid).toBe(KEY.kid);
    expect(encrypted.durationSec).toBe(10);
    expect(encrypted.files.map((file) => file.name)).toEqual(expectedNames);
    const mpd = await readFile(join(encrypted.dir, 'manifest.mpd'), 'utf8');
    expect(mpd).toContain(`cenc:default_KID="${uuid(KEY.kid)}"`);
    expect(mpd).toContain('urn:uuid:1077efec-c0b2-4d02-ace3-3c1e52e2fb4b');
    expect(mpd).toContain('value="cenc"');
    for (const playlist of ['v240.m3u8', 'a_en.m3u8']) {
      const text = await readFile(join(encrypted.dir, playlist), 'utf8');
      expect(text).toMatch(/#EXT-X-KEY:METHOD=SAMPLE-AES-CTR/);
      expect(text).toContain(`URI="${HLS_KEY_URI}"`);
    }
    // The content key is never written into the package (its stamp keeps a digest).
    for (const name of [...encrypted.files.map((file) => file.name), 'done.json']) {
      const bytes = await readFile(join(encrypted.dir, name));
      expect(bytes.includes(Buffer.from(KEY.key, 'hex')), name).toBe(false);
      expect(bytes.toString('latin1').includes(KEY.key), name).toBe(false);
    }
    // Encrypted samples: every fragment has sample encryption boxes and the tracks are encv/enca; the clear
    // package has neither.
    for (const name of ['v480.mp4', 'a_ar.mp4']) {
      const media = (await readFile(join(encrypted.dir, name))).toString('latin1');
      expect(media.split('moof').length - 1, name).toBe(media.split('senc').length - 1);
      expect(media.split('senc').length - 1, name).toBeGreaterThanOrEqual(5);
      expect(media, name).toMatch(name.startsWith('v') ? /encv/ : /enca/);
      const clearMedia = (await readFile(join(clear.dir, name))).toString('latin1');
      expect(clearMedia, name).not.toMatch(/senc|encv|enca/);
    }
  }, 60_000);

  it('gives every encrypted stream its own IV under the one key (no shared AES-CTR keystream)', async () => {
    const mp4s = encrypted.files.map((file) => file.name).filter((name) => name.endsWith('.mp4'));
    expect(mp4s.length).toBeGreaterThanOrEqual(5);
    // The first sample's IV: senc box = size, type, version/flags, sample count, then 8-byte IVs.
    const firstIvs = await Promise.all(
      mp4s.map(async (name) => {
        const media = await readFile(join(encrypted.dir, name));
        const senc = media.indexOf('senc', 0, 'latin1');
        expect(senc, name).toBeGreaterThan(0);
        return media.subarray(senc + 12, senc + 20).toString('hex');
      }),
    );
    expect(new Set(firstIvs).size).toBe(mp4s.length);
  });

  it('is deterministic: another cache folder gets the same MPD and media bytes', async () => {
    const otherCache = await mkdtemp(join(tmpdir(), 'video-package-again-'));
    try {
      const again = await videoPackage('arcade', { cacheDir: otherCache, key: KEY, hlsKeyUri: HLS_KEY_URI });
      expect(again.files).toEqual(encrypted.files);
      for (const { name } of encrypted.files) {
        const [ours, theirs] = await Promise.all([
          readFile(join(encrypted.dir, name)),
          readFile(join(again.dir, name)),
        ]);
        // The packager orders the master playlist's EXT-X-MEDIA lines differently from run to run.
        if (name === 'master.m3u8')
          expect(theirs.toString().split('\n').sort()).toEqual(ours.toString().split('\n').sort());
        else expect(theirs.equals(ours), name).toBe(true);
      }
    } finally {
      await rm(otherCache, { recursive: true, force: true });
    }
  }, 60_000);

  it('refuses an unknown asset and a malformed key without packaging', async () => {
    await expect(videoPackage('nope', { cacheDir })).rejects.toThrow(/no video renditions for asset "nope"/);
    await expect(videoPackage('arcade', { cacheDir, key: { kid: 'xyz', key: KEY.key } })).rejects.toThrow(
      /32-hex-digit/,
    );
  });
});

describe('runPackager', () => {
  it('rejects with the exit status and stderr when the packager fails', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'packager-fail-'));
    try {
      const failure = runPackager(
        ['in=/nonexistent/input.mp4,stream=video,output=out.mp4', '--mpd_output', 'out.mpd'],
        { cwd: dir },
      );
      await expect(failure).rejects.toThrow(
        /^shaka-packager failed \(exit [1-9]\d*\): .*nonexistent\/input\.mp4/s,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('rejects when the binary cannot be started', async () => {
    await expect(runPackager(['--version'], { binary: '/nonexistent/packager' })).rejects.toThrow(
      /could not start/,
    );
  });

  it('picks the binary by platform and architecture', () => {
    expect(packagerBinary('linux', 'x64')).toMatch(/shaka-packager\/bin\/packager-linux-x64$/);
    expect(packagerBinary('darwin', 'arm64')).toMatch(/packager-osx-arm64$/);
    expect(() => packagerBinary('sunos', 'x64')).toThrow(/no binary for sunos\/x64/);
  });
});

describe('mediaCacheDir', () => {
  it('takes MEDIA_CACHE_DIR, else DATA_DIR/media-cache', () => {
    expect(mediaCacheDir({ MEDIA_CACHE_DIR: '/srv/cache' })).toBe('/srv/cache');
    expect(mediaCacheDir({ DATA_DIR: '/srv/data' })).toBe('/srv/data/media-cache');
    expect(mediaCacheDir({})).toBe(join(process.cwd(), 'data', 'media-cache'));
  });
});

describe('package temp folders', () => {
  const stampOf = (asset: string): Stamp => ({
    asset,
    packager: 'v0',
    inputs: {},
    kid: null,
    keyDigest: null,
    hlsKeyUri: null,
    durationSec: 1,
  });
  const folder = async (path: string, stamp?: Stamp, marker?: string) => {
    await mkdir(path, { recursive: true });
    if (stamp) await writeFile(join(path, 'done.json'), JSON.stringify(stamp));
    if (marker) await writeFile(join(path, marker), marker);
  };

  it('sweeps temp folders left by dead runs, keeping fresh ones and packages', async () => {
    const cache = await mkdtemp(join(tmpdir(), 'video-sweep-'));
    try {
      await folder(join(cache, 'arcade.clear.tmp-old123'));
      await folder(join(cache, 'arcade.clear.tmp-new456'));
      await folder(join(cache, 'arcade.clear'), stampOf('arcade'));
      const old = new Date(Date.now() - STALE_TEMP_MS - 60_000);
      await utimes(join(cache, 'arcade.clear.tmp-old123'), old, old);
      expect(await sweepStaleTemps(cache)).toEqual(['arcade.clear.tmp-old123']);
      expect((await readdir(cache)).sort()).toEqual(['arcade.clear', 'arcade.clear.tmp-new456']);
    } finally {
      await rm(cache, { recursive: true, force: true });
    }
  });

  it('does not replace a matching package another instance wrote; replaces a stale one', async () => {
    const cache = await mkdtemp(join(tmpdir(), 'video-place-'));
    try {
      const dir = join(cache, 'arcade.clear');
      await folder(dir, stampOf('arcade'), 'theirs');
      await folder(`${dir}.tmp-a`, stampOf('arcade'), 'ours');
      await placePackage(`${dir}.tmp-a`, dir, stampOf('arcade'));
      expect((await readdir(dir)).sort()).toEqual(['done.json', 'theirs']);
      expect(await readdir(cache)).toEqual(['arcade.clear']);
      await folder(`${dir}.tmp-b`, stampOf('arcade-v2'), 'ours');
      await placePackage(`${dir}.tmp-b`, dir, stampOf('arcade-v2'));
      expect((await readdir(dir)).sort()).toEqual(['done.json', 'ours']);
      expect(await readdir(cache)).toEqual(['arcade.clear']);
    } finally {
      await rm(cache, { recursive: true, force: true });
    }
  });
});
