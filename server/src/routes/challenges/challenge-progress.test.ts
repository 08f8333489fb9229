import { describe, expect, it } from 'vitest';
import type { Challenge } from '../tournaments/tournament-rules.ts';
import { progressOf } from './challenge-progress.ts';

const step = (event: string, target = 1) => ({ titles: { en: event }, rewards: [], event, target });
const challenge = (chained: boolean): Challenge => ({
  id: 'c',
  titles: { en: 'C' },
  chained,
  steps: [step('team'), step('win', 2), step('podium')],
});

describe('challenge progress (events counted per step)', () => {
  it('a chained challenge advances one step at a time: events for a later step count only once it is current', () => {
    const steps = progressOf(challenge(true), ['win', 'team', 'win', 'podium', 'win']);
    expect(steps.map((s) => [s.count, s.done, s.active])).toEqual([
      [1, true, false],
      [2, true, false],
      [0, false, true],
    ]);
  });

  it('a step of an unchained challenge counts every event of its type, up to its target', () => {
    const steps = progressOf(challenge(false), ['win', 'win', 'win', 'podium']);
    expect(steps.map((s) => [s.count, s.done])).toEqual([
      [0, false],
      [2, true],
      [1, true],
    ]);
  });

  it('no events: nothing done; the first step of a chained challenge is the active one', () => {
    expect(progressOf(challenge(true), []).map((s) => s.active)).toEqual([true, false, false]);
  });
});
