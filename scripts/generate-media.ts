// Generates the demo media under server/seed/media: twelve music pieces (AAC-LC .m4a, faststart) with
// 30 s previews, short H.264 baseline + AAC game videos, the videos' adaptive-streaming renditions
// (video/<name>/: three heights with aligned 2 s GOPs, two audio languages, six WebVTT subtitle files; packaged
// into DASH/HLS at run time by server/src/media/video-package.ts) and manifest.json (duration from ffprobe,
// size, sha256), which the seed reads. Needs Debian ffmpeg (apt-get install -y ffmpeg); only this script does:
// the outputs are committed. Run: npm run media:generate
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { finish, previewOf, renderPiece, toPcm16 } from './media/compose.ts';
import { PIECES, VIDEOS, type VideoSpec } from './media/pieces.ts';
import { SUBTITLE_LANGUAGES, SUBTITLES, toWebVtt } from './media/subtitles.ts';
import { SAMPLE_RATE } from './media/voices.ts';

const OUT = fileURLToPath(new URL('../server/seed/media/', import.meta.url));
const PCM_INPUT = ['-f', 's16le', '-ar', String(SAMPLE_RATE), '-ac', '1', '-i', 'pipe:0'];
// Bit-exact flags and no metadata, so a re-run on the same ffmpeg writes identical bytes.
const AAC = ['-c:a', 'aac', '-b:a', '48k', '-flags:a', '+bitexact'];
const MP4 = ['-movflags', '+faststart', '-map_metadata', '-1', '-fflags', '+bitexact'];

function ffmpeg(args: string[], input?: Buffer) {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    input,
    stdio: [input ? 'pipe' : 'ignore', 'ignore', 'pipe'],
    maxBuffer: 1 << 30,
  });
  if (result.error) throw new Error(`ffmpeg is needed (apt-get install -y ffmpeg): ${result.error.message}`);
  if (result.status !== 0) throw new Error(`ffmpeg ${args.at(-1)} failed: ${result.stderr.toString()}`);
}

function probeSeconds(path: string): number {
  const result = spawnSync(
    'ffprobe',
    ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1', path],
    { encoding: 'utf8' },
  );
  const seconds = Number(result.stdout.trim());
  if (result.status !== 0 || !Number.isFinite(seconds)) throw new Error(`ffprobe ${path}: ${result.stderr}`);
  return Math.round(seconds * 1000) / 1000;
}

interface Entry {
  file: string;
  durationSec: number;
  bytes: number;
  sha256: string;
  previewOf?: string;
}

function entryOf(relative: string, extra: Partial<Entry> = {}, durationSec?: number): Entry {
  const path = OUT + relative;
  return {
    file: relative,
    durationSec: durationSec ?? probeSeconds(path),
    bytes: statSync(path).size,
    sha256: createHash('sha256').update(readFileSync(path)).digest('hex'),
    ...extra,
  };
}

function encodeVideo(spec: VideoSpec, music: Float32Array) {
  const soundtrack = finish(music.slice(0, spec.seconds * SAMPLE_RATE), 1.5);
  // H.264 baseline 3.0 + AAC plays in every browser; one slow preset thread keeps the bytes reproducible.
  ffmpeg(
    [
      ...['-f', 'lavfi', '-i', spec.source],
      ...PCM_INPUT,
      ...['-map', '0:v', '-map', '1:a', '-t', String(spec.seconds)],
      ...['-c:v', 'libx264', '-profile:v', 'baseline', '-level', '3.0', '-pix_fmt', 'yuv420p'],
      ...['-b:v', '280k', '-maxrate', '360k', '-bufsize', '720k', '-g', '50', '-threads', '1'],
      ...['-preset', 'slow'],
      ...AAC,
      ...MP4,
      `${OUT}video/${spec.name}.mp4`,
    ],
    toPcm16(soundtrack),
  );
}

/** Video renditions: heights and bitrates of the ladder (kbit/s); 720p is upscaled from the 640×360 source. */
const LADDER = [
  { height: 240, kbps: 120, level: '3.0' },
  { height: 480, kbps: 300, level: '3.0' },
  { height: 720, kbps: 650, level: '3.1' },
] as const;

interface Renditions {
  durationSec: number;
  video: (Entry & { height: number; bitrateKbps: number })[];
  audio: (Entry & { language: string })[];
  text: (Entry & { language: string })[];
}

function encodeRenditions(spec: VideoSpec, music: Float32Array, musicAr: Float32Array): Renditions {
  const dir = `video/${spec.name}`;
  mkdirSync(`${OUT}${dir}`, { recursive: true });
  const video = LADDER.map(({ height, kbps, level }) => {
    // Fixed 2 s GOPs (25 fps × 50) with no scene-cut keyframes, so every rendition switches on the same
    // boundaries; scale=-2:H keeps the width even and setsar=1 keeps square pixels (426×240 would get 640:639).
    ffmpeg([
      ...['-f', 'lavfi', '-i', `${spec.source},scale=-2:${height},setsar=1`],
      ...['-t', String(spec.seconds), '-an'],
      ...['-c:v', 'libx264', '-profile:v', 'baseline', '-level', level, '-pix_fmt', 'yuv420p'],
      ...['-b:v', `${kbps}k`, '-maxrate', `${Math.round(kbps * 1.25)}k`, '-bufsize', `${kbps * 2}k`],
      ...['-g', '50', '-keyint_min', '50', '-sc_threshold', '0', '-threads', '1', '-preset', 'slow'],
      ...MP4,
      `${OUT}${dir}/v${height}.mp4`,
    ]);
    return { ...entryOf(`${dir}/v${height}.mp4`), height, bitrateKbps: kbps };
  });
  const audio = (
    [
      ['en', music],
      ['ar', musicAr],
    ] as const
  ).map(([language, piece]) => {
    const bed = finish(piece.slice(0, spec.seconds * SAMPLE_RATE), 1.5);
    ffmpeg(
      [...PCM_INPUT, '-t', String(spec.seconds), ...AAC, ...MP4, `${OUT}${dir}/a_${language}.mp4`],
      toPcm16(bed),
    );
    return { ...entryOf(`${dir}/a_${language}.mp4`), language };
  });
  const cues = SUBTITLES[spec.name];
  if (!cues) throw new Error(`video ${spec.name}: no subtitles in scripts/media/subtitles.ts`);
  const text = SUBTITLE_LANGUAGES.map((language) => {
    writeFileSync(`${OUT}${dir}/sub_${language}.vtt`, toWebVtt(cues, language));
    return {
      ...entryOf(`${dir}/sub_${language}.vtt`, {}, Math.max(...cues.map((cue) => cue.end))),
      language,
    };
  });
  return { durationSec: spec.seconds, video, audio, text };
}

rmSync(`${OUT}audio`, { recursive: true, force: true });
rmSync(`${OUT}video`, { recursive: true, force: true });
mkdirSync(`${OUT}audio`, { recursive: true });
mkdirSync(`${OUT}video`, { recursive: true });

const audio: Record<string, Entry> = {};
const rendered = new Map<string, Float32Array>();
for (const piece of PIECES) {
  const started = performance.now();
  const full = renderPiece(piece);
  rendered.set(piece.name, full);
  ffmpeg([...PCM_INPUT, ...AAC, ...MP4, `${OUT}audio/${piece.name}.m4a`], toPcm16(full));
  ffmpeg([...PCM_INPUT, ...AAC, ...MP4, `${OUT}audio/${piece.name}-preview.m4a`], toPcm16(previewOf(full)));
  audio[piece.name] = entryOf(`audio/${piece.name}.m4a`);
  audio[`${piece.name}-preview`] = entryOf(`audio/${piece.name}-preview.m4a`, { previewOf: piece.name });
  console.log(`audio ${piece.name}: ${piece.seconds} s in ${Math.round(performance.now() - started)} ms`);
}

const video: Record<string, Entry> = {};
const renditions: Record<string, Renditions> = {};
for (const spec of VIDEOS) {
  const music = rendered.get(spec.music);
  const musicAr = rendered.get(spec.musicAr);
  if (!music) throw new Error(`video ${spec.name}: no piece ${spec.music}`);
  if (!musicAr) throw new Error(`video ${spec.name}: no piece ${spec.musicAr}`);
  const started = performance.now();
  encodeVideo(spec, music);
  video[spec.name] = entryOf(`video/${spec.name}.mp4`);
  renditions[spec.name] = encodeRenditions(spec, music, musicAr);
  console.log(
    `video ${spec.name}: ${spec.seconds} s, renditions in ${Math.round(performance.now() - started)} ms`,
  );
}

const manifest = { generator: 'scripts/generate-media.ts', audio, video, renditions };
writeFileSync(`${OUT}manifest.json`, `${JSON.stringify(manifest, null, 2)}\n`);
const sum = (entries: Entry[]) => entries.reduce((total, e) => total + e.bytes, 0);
const renditionBytes = sum(Object.values(renditions).flatMap((r) => [...r.video, ...r.audio, ...r.text]));
const total = sum([...Object.values(audio), ...Object.values(video)]) + renditionBytes;
console.log(
  `manifest: ${Object.keys(audio).length} audio, ${Object.keys(video).length} video (renditions ${(renditionBytes / 1e6).toFixed(2)} MB), ${(total / 1e6).toFixed(2)} MB`,
);
