import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';

/** The generated demo media (scripts/generate-media.ts), committed under server/seed/media. */
export const MEDIA_DIR = fileURLToPath(new URL('../../../seed/media/', import.meta.url));

const MediaEntrySchema = v.object({
  /** Path under MEDIA_DIR. */
  file: v.pipe(v.string(), v.regex(/^(audio|video)\/[a-z0-9-]+\.(m4a|mp4)$/)),
  /** Container duration as ffprobe reports it, in seconds. */
  durationSec: v.pipe(v.number(), v.minValue(0)),
  bytes: v.pipe(v.number(), v.integer(), v.minValue(0)),
  sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  /** A preview names the full piece it was cut from. */
  previewOf: v.optional(v.string()),
});
export type MediaEntry = v.InferOutput<typeof MediaEntrySchema>;

const RenditionFileSchema = v.object({
  /** Path under MEDIA_DIR: video/<name>/v<height>.mp4, a_<language>.mp4 or sub_<language>.vtt. */
  file: v.pipe(
    v.string(),
    v.regex(/^video\/[a-z0-9-]+\/(v[0-9]{3,4}\.mp4|a_[a-z]{2}\.mp4|sub_[a-z]{2}\.vtt)$/),
  ),
  durationSec: v.pipe(v.number(), v.minValue(0)),
  bytes: v.pipe(v.number(), v.integer(), v.minValue(0)),
  sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
});
const LanguageSchema = v.pipe(v.string(), v.regex(/^[a-z]{2}$/));

/** A demo video's adaptive-streaming inputs, packaged into DASH/HLS at run time (server/src/media/video-package.ts). */
const RenditionsSchema = v.object({
  durationSec: v.pipe(v.number(), v.minValue(0)),
  /** H.264, video only, aligned 2 s GOPs, one per height. */
  video: v.array(
    v.object({
      ...RenditionFileSchema.entries,
      height: v.pipe(v.number(), v.integer(), v.minValue(1)),
      bitrateKbps: v.pipe(v.number(), v.minValue(1)),
    }),
  ),
  /** AAC, one per audio language. */
  audio: v.array(v.object({ ...RenditionFileSchema.entries, language: LanguageSchema })),
  /** WebVTT, one per subtitle language. */
  text: v.array(v.object({ ...RenditionFileSchema.entries, language: LanguageSchema })),
});
export type Renditions = v.InferOutput<typeof RenditionsSchema>;

const MediaManifestSchema = v.object({
  generator: v.string(),
  audio: v.record(v.string(), MediaEntrySchema),
  video: v.record(v.string(), MediaEntrySchema),
  /** Per video name (a key of `video`). */
  renditions: v.record(v.string(), RenditionsSchema),
});
export type MediaManifest = v.InferOutput<typeof MediaManifestSchema>;

let manifest: MediaManifest | undefined;

/** manifest.json, parsed once: the allowlist of servable files and the durations the seed uses. */
export function mediaManifest(): MediaManifest {
  manifest ??= v.parse(MediaManifestSchema, JSON.parse(readFileSync(`${MEDIA_DIR}manifest.json`, 'utf8')));
  return manifest;
}

/** Full-length audio pieces (previews left out), in a stable order. */
export function fullAudio(): [name: string, entry: MediaEntry][] {
  return Object.entries(mediaManifest().audio)
    .filter(([, entry]) => !entry.previewOf)
    .sort(([a], [b]) => a.localeCompare(b));
}
