import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import { MEDIA_DIR, type Renditions } from '../routes/media/media-library.ts';
import type { VideoPackageKey, VideoPackageOptions } from './video-package.ts';

/** Shaka Packager's arguments for one package: stream descriptors, flags and the per-stream CENC keys. */

/**
 * The 8-byte CENC IV of one stream (its drm_label), derived from the key, kid and label: every instance
 * packaging the same title writes the same bytes, and no two streams under the one key share an AES-CTR
 * keystream (a shared IV would let the XOR of two streams' samples cancel the encryption).
 */
export function ivOf(key: VideoPackageKey, label: string): string {
  return createHmac('sha256', Buffer.from(key.key, 'hex'))
    .update(`cenc-iv:${key.kid.toLowerCase()}:${label}`)
    .digest('hex')
    .slice(0, 16);
}

/** The drm_label of each encrypted stream (video and audio; WebVTT sidecars are not encrypted). */
export const drmLabelsOf = (renditions: Renditions) => [
  ...renditions.video.map((_, index) => `V${index}`),
  ...renditions.audio.map((_, index) => `A${index}`),
];

const stem = (file: string) => file.slice(file.lastIndexOf('/') + 1, file.lastIndexOf('.'));

const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  ar: 'العربية',
  fr: 'Français',
  de: 'Deutsch',
  es: 'Español',
  ro: 'Română',
};

/** The packager's stream descriptors and flags for one package written into the current folder. */
export function packagerArgs(renditions: Renditions, options: VideoPackageOptions): string[] {
  const input = (file: string) => join(MEDIA_DIR, file);
  const streams = [
    ...renditions.video.map(
      (v, index) =>
        `in=${input(v.file)},stream=video,drm_label=V${index},output=${stem(v.file)}.mp4,playlist_name=${stem(v.file)}.m3u8`,
    ),
    ...renditions.audio.map(
      (a, index) =>
        `in=${input(a.file)},stream=audio,drm_label=A${index},language=${a.language},output=${stem(a.file)}.mp4,playlist_name=${stem(a.file)}.m3u8,hls_group_id=audio,hls_name=${LANGUAGE_NAMES[a.language] ?? a.language}`,
    ),
    ...renditions.text.map(
      (t) =>
        `in=${input(t.file)},stream=text,language=${t.language},output=${stem(t.file)}.vtt,playlist_name=${stem(t.file)}.m3u8,hls_group_id=subtitles,hls_name=${LANGUAGE_NAMES[t.language] ?? t.language}`,
    ),
  ];
  const flags = [
    '--segment_duration',
    '2',
    '--mpd_output',
    'manifest.mpd',
    '--hls_master_playlist_output',
    'master.m3u8',
    // A fixed muxer clock (no wall-clock creation times in the boxes): with the derived IVs, every instance
    // packaging the same inputs and key writes the same media bytes and MPD.
    '--use_fake_clock_for_muxer',
  ];
  const key = options.key;
  if (key) {
    flags.push(
      '--enable_raw_key_encryption',
      '--keys',
      // One entry per stream: the same key, each with its own IV.
      drmLabelsOf(renditions)
        .map(
          (label) =>
            `label=${label}:key_id=${key.kid.toLowerCase()}:key=${key.key.toLowerCase()}:iv=${ivOf(key, label)}`,
        )
        .join(','),
      '--protection_scheme',
      'cenc',
      '--protection_systems',
      'CommonSystem',
      '--clear_lead',
      '0',
    );
    if (options.hlsKeyUri) flags.push('--hls_key_uri', options.hlsKeyUri);
  }
  return [...streams, ...flags];
}
