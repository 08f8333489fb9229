import { describe, expect, it } from 'vitest';
import { resumeStart, worthSaving } from './video-position.ts';

describe('video resume rule', () => {
  it('resumes from a stored position between 5 s and 95 % of the video', () => {
    expect(resumeStart(6, 12)).toBe(6);
    expect(resumeStart(11.3, 12)).toBe(11.3);
  });

  it('starts from the beginning under 5 s, past 95 % or without a position', () => {
    expect(resumeStart(4.9, 12)).toBeUndefined();
    expect(resumeStart(11.5, 12)).toBeUndefined();
    expect(resumeStart(undefined, 12)).toBeUndefined();
    expect(resumeStart(Number.NaN, 12)).toBeUndefined();
  });

  it('an unknown duration only applies the 5 s rule', () => {
    expect(resumeStart(30, 0)).toBe(30);
  });

  it('saves a position only when it moved by a whole second', () => {
    expect(worthSaving(6.4, undefined)).toBe(true);
    expect(worthSaving(6.9, 6)).toBe(false);
    expect(worthSaving(7.1, 6)).toBe(true);
  });
});
