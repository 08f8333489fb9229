/** Where the stories dialog is: a group of the rail and a story in it. */
export interface StoryPosition {
  group: number;
  index: number;
}

/** The story after this one: the next in the group, else the next group's first; null after the last. */
export function nextStory(at: StoryPosition, sizes: readonly number[]): StoryPosition | null {
  if (at.index + 1 < (sizes[at.group] ?? 0)) return { group: at.group, index: at.index + 1 };
  for (let group = at.group + 1; group < sizes.length; group++)
    if ((sizes[group] ?? 0) > 0) return { group, index: 0 };
  return null;
}

/** The story before this one: the previous in the group, else the previous group's last; the very first stays. */
export function previousStory(at: StoryPosition, sizes: readonly number[]): StoryPosition {
  if (at.index > 0) return { group: at.group, index: at.index - 1 };
  for (let group = at.group - 1; group >= 0; group--) {
    const size = sizes[group] ?? 0;
    if (size > 0) return { group, index: size - 1 };
  }
  return { group: at.group, index: 0 };
}

export type StoryMove = 'next' | 'previous' | 'toggle-pause';
type Direction = 'ltr' | 'rtl';

/** Arrow keys follow the reading direction: in rtl the left arrow goes forward. Space pauses and resumes. */
export function keyMove(key: string, dir: Direction): StoryMove | null {
  if (key === ' ' || key === 'Spacebar') return 'toggle-pause';
  if (key === 'ArrowRight') return dir === 'rtl' ? 'previous' : 'next';
  if (key === 'ArrowLeft') return dir === 'rtl' ? 'next' : 'previous';
  return null;
}

/** A tap on the story: its first third (the reading start: left in ltr, right in rtl) goes back, the rest forward. */
export function tapMove(x: number, width: number, dir: Direction): StoryMove {
  const fromStart = dir === 'rtl' ? width - x : x;
  return fromStart < width / 3 ? 'previous' : 'next';
}

/** A horizontal swipe of at least 50 px towards the reading start goes forward (as turning a page); else nothing. */
export function swipeMove(dx: number, dy: number, dir: Direction): StoryMove | null {
  if (Math.abs(dx) < 50 || Math.abs(dx) < Math.abs(dy)) return null;
  const forward = dir === 'rtl' ? dx > 0 : dx < 0;
  return forward ? 'next' : 'previous';
}
