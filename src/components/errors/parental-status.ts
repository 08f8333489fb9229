import { useSyncExternalStore } from 'react';
import { snapshot, subscribeParental } from '#platform/parental/parental-state.ts';

/** Whether parental control is on for the signed-in user (unlocked or not). */
export interface ParentalStatus {
  active: boolean;
}

/** The signed-in user's parental control, re-rendering when it changes; off on the server. */
export function useParentalStatus(): ParentalStatus {
  const state = useSyncExternalStore(subscribeParental, snapshot, () => '');
  return { active: state !== '' };
}
