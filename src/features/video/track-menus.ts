/**
 * The player's menus from Shaka's tracks (structural types, so this is testable without Shaka): quality is
 * Auto plus one entry per height, audio one per language, subtitles Off plus one per language, all named in
 * the page's language with Intl.DisplayNames.
 */

export interface VariantLike {
  id: number;
  active: boolean;
  height: number | null;
  bandwidth: number;
  audioLanguage?: string | null;
  language: string;
}
export interface AudioLike {
  active: boolean;
  language: string;
  label: string | null;
}
export interface TextLike {
  id: number;
  active: boolean;
  language: string;
  label: string | null;
}

export interface MenuOption<K extends string | number> {
  key: K;
  /** Shown text; empty for entries the UI names itself (Auto, Off). */
  label: string;
  active: boolean;
}

export const AUTO = 'auto';
export const OFF = 'off';
export const PLAYBACK_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

/** A language code in the page's language ("fr" → "French", "français" in fr), the code itself if unknown. */
export function languageName(code: string, pageLocale: string): string {
  if (!code || code === 'und') return code;
  try {
    return new Intl.DisplayNames([pageLocale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Auto (ABR on) then each height, highest first; a height is active only while ABR is off. */
export function qualityOptions(
  variants: readonly VariantLike[],
  abrEnabled: boolean,
): MenuOption<typeof AUTO | number>[] {
  const heights = [...new Set(variants.flatMap((v) => (v.height ? [v.height] : [])))].sort((a, b) => b - a);
  const activeHeight = variants.find((v) => v.active)?.height;
  return [
    { key: AUTO, label: '', active: abrEnabled },
    ...heights.map((height) => ({
      key: height,
      label: `${height}p`,
      active: !abrEnabled && height === activeHeight,
    })),
  ];
}

/**
 * The variant a manual quality picks: that height with the audio now playing (its language), the richest
 * such variant if several; undefined if the height is gone.
 */
export function variantForHeight(variants: readonly VariantLike[], height: number): VariantLike | undefined {
  const audio = variants.find((v) => v.active)?.audioLanguage ?? variants.find((v) => v.active)?.language;
  const sameHeight = variants.filter((v) => v.height === height);
  const sameAudio = sameHeight.filter((v) => (v.audioLanguage ?? v.language) === audio);
  const pool = sameAudio.length > 0 ? sameAudio : sameHeight;
  return pool.reduce<VariantLike | undefined>(
    (best, v) => (!best || v.bandwidth > best.bandwidth ? v : best),
    undefined,
  );
}

/** One entry per audio language (a language with several tracks shows once). */
export function audioOptions(tracks: readonly AudioLike[], pageLocale: string): MenuOption<string>[] {
  const byLanguage = new Map<string, MenuOption<string>>();
  for (const track of tracks) {
    const known = byLanguage.get(track.language);
    if (known) known.active ||= track.active;
    else
      byLanguage.set(track.language, {
        key: track.language,
        label: languageName(track.language, pageLocale),
        active: track.active,
      });
  }
  return [...byLanguage.values()];
}

/** Off, then one entry per subtitle language; Off is active when no text track is. */
export function subtitleOptions(tracks: readonly TextLike[], pageLocale: string): MenuOption<string>[] {
  const byLanguage = new Map<string, MenuOption<string>>();
  for (const track of tracks) {
    const known = byLanguage.get(track.language);
    if (known) known.active ||= track.active;
    else
      byLanguage.set(track.language, {
        key: track.language,
        label: languageName(track.language, pageLocale),
        active: track.active,
      });
  }
  const options = [...byLanguage.values()];
  return [{ key: OFF, label: '', active: !options.some((o) => o.active) }, ...options];
}

/** The text track for a subtitles choice (Off → null). */
export function textTrackFor<T extends TextLike>(tracks: readonly T[], key: string): T | null {
  if (key === OFF) return null;
  return tracks.find((t) => t.language === key) ?? null;
}

/**
 * The subtitles the C key turns on: the page's language if there is such a track, else the first one; off
 * when subtitles show.
 */
export function toggledSubtitles(tracks: readonly TextLike[], pageLocale: string): string {
  if (tracks.some((t) => t.active)) return OFF;
  const page = tracks.find((t) => t.language === pageLocale || t.language.startsWith(`${pageLocale}-`));
  return (page ?? tracks[0])?.language ?? OFF;
}

/** The next speed up or down from the list (the `<`/`>` keys), staying at the ends. */
export function stepSpeed(current: number, direction: 1 | -1): number {
  const index = PLAYBACK_SPEEDS.findIndex((s) => s >= current - 1e-9);
  const at = index === -1 ? PLAYBACK_SPEEDS.length - 1 : index;
  const exact = PLAYBACK_SPEEDS[at] === current;
  const next = direction === 1 ? (exact ? at + 1 : at) : at - 1;
  return PLAYBACK_SPEEDS[Math.min(Math.max(next, 0), PLAYBACK_SPEEDS.length - 1)] ?? 1;
}
