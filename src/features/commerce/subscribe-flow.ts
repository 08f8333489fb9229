import { closeDialog, openDialog } from '#components/dialogs/dialog-store.ts';
import type { SubscribeAnswer } from '#contract/commerce-types.ts';
import { isApiError } from '#lib/api-error.ts';
import {
  feedbackCodeOf,
  isCheckoutUrl,
  type SubscribeOutcome,
  subscribeOutcome,
} from './subscribe-outcome.ts';
import { UPGRADE_TO_KEY } from './subscribe-request.ts';

export interface OutcomeContext {
  feedbackVersion: 'V1' | 'V2';
  typeId?: number;
  /** A full navigation (the checkout); window.location.assign in the browser. */
  navigate?: (url: string) => void;
}

/** The outcome of an answer, or of a refused call (its status and the problem's code and data). */
export function outcomeOfCall(
  result: { answer: SubscribeAnswer } | { error: unknown },
): SubscribeOutcome | undefined {
  if ('answer' in result) return subscribeOutcome(result.answer.status, result.answer);
  return outcomeOfApiError(result.error);
}

/** A refused call's outcome by its status; undefined when no answer came (network, deadline). */
export function outcomeOfApiError(error: unknown): SubscribeOutcome | undefined {
  if (!isApiError(error) || error.kind !== 'http') return undefined;
  const data = error.problem?.data as { type?: string; url?: string } | undefined;
  return subscribeOutcome(error.status, { error: error.problem?.code, data: data ?? undefined });
}

/**
 * Commerce §4: a redirect leaves for the checkout (a full navigation); every other outcome closes the subscribe
 * dialogs and shows its feedback (which reloads what the user holds).
 */
export function showSubscribeOutcome(outcome: SubscribeOutcome, context: OutcomeContext): void {
  const { feedbackVersion: version } = context;
  if (outcome.kind === 'redirect') {
    if (isCheckoutUrl(outcome.url)) (context.navigate ?? ((url) => window.location.assign(url)))(outcome.url);
    else openDialog('subscription-feedback', { code: 0, version });
    return;
  }
  closeDialog();
  if (outcome.kind === 'success' || outcome.kind === 'pending' || outcome.kind === 'duplicate') {
    try {
      sessionStorage.removeItem(UPGRADE_TO_KEY);
    } catch {
      // Nothing stored.
    }
  }
  if (outcome.kind === 'end-flow') {
    openDialog('end-subscription-flow', { redirect: true, error: outcome.error, typeId: context.typeId });
    return;
  }
  if (outcome.kind === 'login') {
    openDialog('login');
    return;
  }
  openDialog('subscription-feedback', {
    code: feedbackCodeOf(outcome),
    version,
    ...(outcome.kind === 'error' ? { status: outcome.status, errorText: outcome.errorText } : {}),
  });
}
