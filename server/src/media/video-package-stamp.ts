import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MEDIA_DIR, type Renditions } from '../routes/media/media-library.ts';
import { packagerVersion } from './packager.ts';
import type { VideoPackageOptions } from './video-package.ts';
import { drmLabelsOf, ivOf } from './video-package-args.ts';

/** A package's stamp (done.json, written last): what it was made from, so a change repackages. */

export const STAMP = 'done.json';

export interface Stamp {
  asset: string;
  packager: string;
  inputs: Record<string, string>;
  kid: string | null;
  /** A digest of kid, key and IV (never the key itself), so a new key for the same kid repackages. */
  keyDigest: string | null;
  hlsKeyUri: string | null;
  durationSec: number;
}

export const sameStamp = (a: Stamp, b: Stamp) => JSON.stringify(a) === JSON.stringify(b);

const inputsOf = (renditions: Renditions) => [...renditions.video, ...renditions.audio, ...renditions.text];

export async function expectedStamp(
  asset: string,
  renditions: Renditions,
  options: VideoPackageOptions,
): Promise<Stamp> {
  const inputs: Record<string, string> = {};
  for (const input of inputsOf(renditions)) {
    inputs[input.file] = createHash('sha256')
      .update(await readFile(join(MEDIA_DIR, input.file)))
      .digest('hex');
  }
  const key = options.key;
  return {
    asset,
    packager: await packagerVersion(),
    inputs,
    kid: key ? key.kid.toLowerCase() : null,
    keyDigest: key
      ? createHash('sha256')
          .update(
            `${key.kid.toLowerCase()}:${key.key.toLowerCase()}:${drmLabelsOf(renditions)
              .map((label) => `${label}=${ivOf(key, label)}`)
              .join(',')}`,
          )
          .digest('hex')
      : null,
    hlsKeyUri: key ? (options.hlsKeyUri ?? null) : null,
    durationSec: renditions.durationSec,
  };
}

export async function readStamp(dir: string): Promise<Stamp | null> {
  try {
    return JSON.parse(await readFile(join(dir, STAMP), 'utf8')) as Stamp;
  } catch {
    return null;
  }
}
