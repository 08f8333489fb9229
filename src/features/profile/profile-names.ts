import type { Profile } from '#contract/session.ts';

export const fullName = (profile: Pick<Profile, 'name' | 'lastName'>): string =>
  `${profile.name} ${profile.lastName}`.trim();

/** Up to two initials, in any script. */
export function initialsOf(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words
    .slice(0, 2)
    .map((word) => [...word][0]?.toLocaleUpperCase() ?? '')
    .join('');
}
