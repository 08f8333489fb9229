import { describe, expect, it } from 'vitest';
import { keyMove, nextStory, previousStory, swipeMove, tapMove } from './story-navigation.ts';

const sizes = [3, 0, 2];

describe('stories navigation (commerce §2 stories dialog)', () => {
  it('next goes through a group, then to the next non-empty group, and ends after the last story', () => {
    expect(nextStory({ group: 0, index: 0 }, sizes)).toEqual({ group: 0, index: 1 });
    expect(nextStory({ group: 0, index: 2 }, sizes)).toEqual({ group: 2, index: 0 });
    expect(nextStory({ group: 2, index: 1 }, sizes)).toBeNull();
  });

  it("previous goes back through a group, then to the previous group's last story; the very first stays", () => {
    expect(previousStory({ group: 0, index: 2 }, sizes)).toEqual({ group: 0, index: 1 });
    expect(previousStory({ group: 2, index: 0 }, sizes)).toEqual({ group: 0, index: 2 });
    expect(previousStory({ group: 0, index: 0 }, sizes)).toEqual({ group: 0, index: 0 });
  });

  it('arrow keys follow the reading direction (mirrored in rtl); Space pauses', () => {
    expect(keyMove('ArrowRight', 'ltr')).toBe('next');
    expect(keyMove('ArrowLeft', 'ltr')).toBe('previous');
    expect(keyMove('ArrowLeft', 'rtl')).toBe('next');
    expect(keyMove('ArrowRight', 'rtl')).toBe('previous');
    expect(keyMove(' ', 'ltr')).toBe('toggle-pause');
    expect(keyMove('a', 'ltr')).toBeNull();
  });

  it("a tap on the story's first third (its reading start) goes back, elsewhere forward", () => {
    expect(tapMove(50, 300, 'ltr')).toBe('previous');
    expect(tapMove(250, 300, 'ltr')).toBe('next');
    expect(tapMove(250, 300, 'rtl')).toBe('previous');
    expect(tapMove(50, 300, 'rtl')).toBe('next');
  });

  it('a long horizontal swipe turns the page; short or vertical ones do nothing', () => {
    expect(swipeMove(-80, 10, 'ltr')).toBe('next');
    expect(swipeMove(80, 10, 'ltr')).toBe('previous');
    expect(swipeMove(80, 10, 'rtl')).toBe('next');
    expect(swipeMove(-30, 0, 'ltr')).toBeNull();
    expect(swipeMove(-60, 120, 'ltr')).toBeNull();
  });
});
