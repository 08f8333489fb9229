import { fullAudio } from '../src/routes/media/media-library.ts';
import { hashString } from './random.ts';

const PIECES = fullAudio();

/**
 * The generated audio file of the n-th playable child (0-based) of a parent, with its real duration:
 * children of one parent walk through the pieces from a start picked by the parent's slug.
 */
export function playable(parent: string, index: number): { audio: string; durationSec: number } {
  const [audio, entry] = PIECES[(hashString(parent) + index) % PIECES.length] ?? [];
  if (!audio || !entry) throw new Error('server/seed/media/manifest.json lists no audio');
  return { audio, durationSec: Math.round(entry.durationSec) };
}
