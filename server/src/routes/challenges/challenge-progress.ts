import type { ChallengeEventType } from '../../../../contract/challenges.ts';
import type { Challenge } from '../tournaments/tournament-rules.ts';

export interface StepProgress {
  event: ChallengeEventType;
  target: number;
  count: number;
  done: boolean;
  active: boolean;
}

const goalOf = (step: Challenge['steps'][number]) => ({
  event: (step.event ?? 'play') as ChallengeEventType,
  target: Math.max(1, step.target ?? 1),
});

/**
 * Progress = the user's events counted per step, in the order they happened. A chained challenge advances one
 * step at a time: an event counts only towards the first step not done yet; otherwise every step counts
 * every event of its type.
 */
export function progressOf(challenge: Challenge, events: readonly string[]): StepProgress[] {
  const goals = challenge.steps.map(goalOf);
  const counts = goals.map(() => 0);
  if (challenge.chained) {
    let current = 0;
    for (const type of events) {
      const goal = goals[current];
      if (!goal) break;
      if (type !== goal.event) continue;
      counts[current] = (counts[current] ?? 0) + 1;
      if ((counts[current] ?? 0) >= goal.target) current += 1;
    }
    return goals.map((goal, index) => ({
      ...goal,
      count: counts[index] ?? 0,
      done: index < current,
      active: index === current,
    }));
  }
  for (const type of events)
    goals.forEach((goal, index) => {
      if (goal.event === type) counts[index] = (counts[index] ?? 0) + 1;
    });
  return goals.map((goal, index) => {
    const done = (counts[index] ?? 0) >= goal.target;
    return { ...goal, count: Math.min(counts[index] ?? 0, goal.target), done, active: !done };
  });
}

/** Whether any step of the challenge counts events of this type. */
export const countsEvent = (challenge: Challenge, type: string): boolean =>
  challenge.steps.some((step) => goalOf(step).event === type);
