import { beforeEach, describe, expect, it } from 'vitest';
import { parseViewed, readViewed, recordView, resumeIndex, viewedKey } from './viewed-store.ts';

describe('viewed stories (commerce §3: local storage map of id to isWatched and index)', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the index reached per group, per tenant, in local storage', () => {
    recordView('demo', 'new-music', 1, 3);
    recordView('acme', 'musique', 0, 2);
    expect(readViewed('demo')).toEqual({ 'new-music': { isWatched: false, index: 1 } });
    expect(JSON.parse(localStorage.getItem(viewedKey('demo')) ?? '')).toEqual({
      'new-music': { isWatched: false, index: 1 },
    });
    expect(readViewed('acme')).toEqual({ musique: { isWatched: false, index: 0 } });
  });

  it('a group is watched once its last story showed, and stays watched when replayed', () => {
    recordView('demo', 'play', 1, 2);
    expect(readViewed('demo').play).toEqual({ isWatched: true, index: 1 });
    recordView('demo', 'play', 0, 2);
    expect(readViewed('demo').play).toEqual({ isWatched: true, index: 0 });
  });

  it('a partly seen group resumes at its index; a watched or unseen one starts at the beginning', () => {
    expect(resumeIndex({ isWatched: false, index: 2 }, 3)).toBe(2);
    expect(resumeIndex({ isWatched: false, index: 7 }, 3)).toBe(2);
    expect(resumeIndex({ isWatched: true, index: 2 }, 3)).toBe(0);
    expect(resumeIndex(undefined, 3)).toBe(0);
  });

  it('reads the same object until the map changes', () => {
    recordView('demo', 'a', 0, 2);
    expect(readViewed('demo')).toBe(readViewed('demo'));
  });

  it('a broken or hand-edited value reads as its well-formed entries only', () => {
    expect(parseViewed('not json')).toEqual({});
    expect(parseViewed('[1,2]')).toEqual({});
    expect(
      parseViewed(
        JSON.stringify({
          a: { isWatched: true, index: 0 },
          b: { isWatched: 'yes', index: 1 },
          c: { index: -1 },
        }),
      ),
    ).toEqual({ a: { isWatched: true, index: 0 } });
  });
});
