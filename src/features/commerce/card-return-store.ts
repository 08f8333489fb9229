import { useSyncExternalStore } from 'react';
import { type CardReturn, cardReturnOf } from './card-rules.ts';

/**
 * The last add-card return, kept until the payment-methods page shows it (the purchase-return parameters are
 * read before any page renders, then leave the address).
 */
let last: CardReturn | null = null;
const listeners = new Set<() => void>();

function publish(next: CardReturn | null): void {
  last = next;
  for (const listener of listeners) listener();
}

/** Hands a purchase return to the card flow; true when it was an add-card return (nothing else to show). */
export function takeCardReturn(params: Readonly<Partial<Record<string, string>>>): boolean {
  const outcome = cardReturnOf(params);
  if (outcome) publish(outcome);
  return outcome !== undefined;
}

export const dismissCardReturn = (): void => publish(null);

const read = (): CardReturn | null => last;
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useCardReturn = (): CardReturn | null => useSyncExternalStore(subscribe, read, () => null);
