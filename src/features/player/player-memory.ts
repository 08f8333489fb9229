import * as v from 'valibot';
import type { PlayerItem } from './player.port.ts';
import { forgetPlayerMemory } from './player-memory-key.ts';
import { LOOP_CYCLE, type PlayerState } from './player-state.ts';

/** What a reload restores: the queue (both orders), the current item and where in it, and the modes. */
export interface PlayerMemory {
  playlist: PlayerItem[];
  basePlaylist: PlayerItem[];
  currentIndex: number;
  /** Seconds into the current item. */
  position: number;
  /** Seconds, when known (the seek bar shows it before anything loads). */
  duration: number;
  shuffled: boolean;
  loop: PlayerState['loop'];
  volume: number;
  muted: boolean;
}

const ItemSchema = v.object({
  id: v.number(),
  title: v.string(),
  contentType: v.string(),
  subTitle: v.optional(v.string()),
  imageUrl: v.optional(v.string()),
  collectionId: v.optional(v.number()),
  durationSec: v.optional(v.number()),
  album: v.optional(v.string()),
  clickUrl: v.optional(v.string()),
});

const finite = v.pipe(v.number(), v.finite());

/** Stored form: the base order as indexes into the playlist (the machine compares items by identity). */
const StoredSchema = v.object({
  version: v.literal(1),
  playlist: v.pipe(v.array(ItemSchema), v.minLength(1)),
  base: v.array(v.pipe(v.number(), v.integer(), v.minValue(0))),
  index: v.pipe(v.number(), v.integer(), v.minValue(0)),
  position: v.pipe(finite, v.minValue(0)),
  duration: v.pipe(finite, v.minValue(0)),
  shuffled: v.boolean(),
  loop: v.picklist(LOOP_CYCLE),
  volume: v.pipe(finite, v.minValue(0), v.maxValue(1)),
  muted: v.boolean(),
});

type Stored = v.InferOutput<typeof StoredSchema>;

/** The stored queue, or undefined when there is none or it does not read (another build's, damaged). */
export function readPlayerMemory(key: string): PlayerMemory | undefined {
  let raw: string | null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  let parsed: v.SafeParseResult<typeof StoredSchema>;
  try {
    parsed = v.safeParse(StoredSchema, JSON.parse(raw));
  } catch {
    parsed = { success: false } as v.SafeParseResult<typeof StoredSchema>;
  }
  if (!parsed.success) {
    forgetPlayerMemory(key);
    return undefined;
  }
  const stored = parsed.output;
  const playlist = stored.playlist.map(withoutUndefined);
  const basePlaylist = stored.base
    .map((i) => playlist[i])
    .filter((item): item is PlayerItem => item !== undefined);
  if (stored.index >= playlist.length) return undefined;
  return {
    playlist,
    basePlaylist: basePlaylist.length === playlist.length ? basePlaylist : playlist,
    currentIndex: stored.index,
    position: stored.position,
    duration: stored.duration,
    shuffled: stored.shuffled && basePlaylist.length === playlist.length,
    loop: stored.loop,
    volume: stored.volume,
    muted: stored.muted,
  };
}

/** Keeps the queue (or, when nothing is queued, forgets it). */
export function writePlayerMemory(key: string, memory: PlayerMemory | undefined): void {
  if (!memory || memory.playlist.length === 0 || memory.currentIndex < 0) {
    forgetPlayerMemory(key);
    return;
  }
  const stored: Stored = {
    version: 1,
    playlist: memory.playlist,
    base: memory.basePlaylist.map((item) => memory.playlist.indexOf(item)).filter((i) => i >= 0),
    index: memory.currentIndex,
    position: Math.max(0, Math.floor(memory.position)),
    duration: Math.max(0, Math.floor(memory.duration)),
    shuffled: memory.shuffled,
    loop: memory.loop,
    volume: memory.volume,
    muted: memory.muted,
  };
  try {
    localStorage.setItem(key, JSON.stringify(stored));
  } catch (error) {
    // Full or refused storage: the queue simply is not restored next time.
    console.warn('Could not keep the player queue', error);
  }
}

/** valibot's optional fields read as `key: undefined`; the player's items leave them out. */
function withoutUndefined<T extends object>(item: T): T {
  return Object.fromEntries(Object.entries(item).filter(([, value]) => value !== undefined)) as T;
}
