import type { FamilyKey } from '#contract/feature-families.ts';
import type { PlayerItem } from './player.port.ts';
import type { PlayerMemory } from './player-memory.ts';

/** The family each playable content type belongs to (commerce §3 enabledFeatures). */
const FAMILY_OF_CONTENT_TYPE: Readonly<Record<string, FamilyKey>> = {
  FULL_TRACK_MUSIC: 'music',
  PODCAST: 'podcasts',
  AUDIO_BOOK: 'audiobooks',
};

export const familyOfItem = (item: PlayerItem): FamilyKey | undefined =>
  FAMILY_OF_CONTENT_TYPE[item.contentType];

/**
 * A stored queue without the items of families switched off since it was kept: the current item stays when it
 * is kept (and where it was in it), else the next kept item plays from its start (the first when none follows);
 * nothing is left to restore when every item goes.
 */
export function withoutSwitchedOff(
  memory: PlayerMemory,
  off: (family: FamilyKey) => boolean,
): PlayerMemory | undefined {
  const kept = (item: PlayerItem) => {
    const family = familyOfItem(item);
    return family === undefined || !off(family);
  };
  const playlist = memory.playlist.filter(kept);
  if (playlist.length === memory.playlist.length) return memory;
  const current = memory.playlist[memory.currentIndex];
  const resume =
    current && kept(current)
      ? current
      : (memory.playlist.slice(memory.currentIndex + 1).find(kept) ?? playlist[0]);
  if (!resume) return undefined;
  return {
    ...memory,
    playlist,
    basePlaylist: memory.basePlaylist.filter(kept),
    currentIndex: playlist.indexOf(resume),
    // Another item than the one that played: from its start.
    ...(resume === current ? {} : { position: 0, duration: resume.durationSec ?? 0 }),
  };
}
