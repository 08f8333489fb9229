import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { isApiError } from '#lib/api-error.ts';
import type { CardReturn } from '../card-rules.ts';

/** The page's messages for a failed card call and for an add-card return, in the page language. */
export function useCardTexts() {
  const { t } = useLingui();
  const callError = useCallback(
    (error: unknown): string => {
      if (!isApiError(error)) return t`Something went wrong. Try again.`;
      if (error.kind === 'network') return t`No answer from the server. Check your connection and try again.`;
      if (error.status === 404) return t`This card is no longer stored. The list has been updated.`;
      if (error.status === 401) return t`Your session has ended. Log in again.`;
      if (error.status === 429) return t`Too many attempts. Wait a moment and try again.`;
      return t`The card could not be changed (error ${error.status}). Try again.`;
    },
    [t],
  );
  const returned = useCallback(
    (outcome: CardReturn): string => {
      if (outcome.kind === 'added') return t`Your card was added.`;
      if (outcome.kind === 'left') return t`No card was added: you left the card page before saving.`;
      if (outcome.reason === 'insufficient')
        return t`The card was refused for insufficient funds. Try another card.`;
      if (outcome.reason === 'declined') return t`The card was declined. Try another card or payment method.`;
      return t`The card could not be added. Try again.`;
    },
    [t],
  );
  return { callError, returned };
}
