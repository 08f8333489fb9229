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

const MediaManifestSchema = v.object({
  generator: v.string(),
  audio: v.record(v.string(), MediaEntrySchema),
  video: v.record(v.string(), MediaEntrySchema),
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
