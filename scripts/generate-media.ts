// Generates the demo media under server/seed/media: twelve music pieces (AAC-LC .m4a, faststart) with
// 30 s previews, short H.264 baseline + AAC game videos, and manifest.json (duration from ffprobe, size,
// sha256), which the seed reads. Needs Debian ffmpeg (apt-get install -y ffmpeg); only this script does:
// the outputs are committed. Run: npm run media:generate
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { finish, previewOf, renderPiece, toPcm16 } from './media/compose.ts';
import { PIECES, VIDEOS, type VideoSpec } from './media/pieces.ts';
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

function entryOf(relative: string, extra: Partial<Entry> = {}): Entry {
  const path = OUT + relative;
  return {
    file: relative,
    durationSec: probeSeconds(path),
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
for (const spec of VIDEOS) {
  const music = rendered.get(spec.music);
  if (!music) throw new Error(`video ${spec.name}: no piece ${spec.music}`);
  encodeVideo(spec, music);
  video[spec.name] = entryOf(`video/${spec.name}.mp4`);
  console.log(`video ${spec.name}: ${spec.seconds} s`);
}

const manifest = { generator: 'scripts/generate-media.ts', audio, video };
writeFileSync(`${OUT}manifest.json`, `${JSON.stringify(manifest, null, 2)}\n`);
const total = [...Object.values(audio), ...Object.values(video)].reduce((sum, e) => sum + e.bytes, 0);
console.log(
  `manifest: ${Object.keys(audio).length} audio, ${Object.keys(video).length} video, ${(total / 1e6).toFixed(2)} MB`,
);
