import type { ApiClient } from '#lib/api-client.ts';

/** What waits for a purchase: a play or a download (commerce §4: it starts after the purchased popup). */
export interface Waiting {
  title: string;
  kind: 'play' | 'download';
}

/**
 * What waits for a purchase to go through (commerce §4: a play or download starts after the purchased popup).
 * The composition (src/app/compose.ts) provides it from the features that own those actions.
 */
export interface PurchaseResume {
  /** What waits, if anything. */
  pending(): Waiting | undefined;
  /** Starts it (from the popup's button: a user gesture, so the browser lets audio play). */
  resume(api: ApiClient): void;
  /** Nothing is to start any more (a pending payment: the user gets it when it settles). */
  forget(): void;
}

let provider: PurchaseResume | undefined;

export function providePurchaseResume(resume: PurchaseResume): void {
  provider = resume;
}

export const pendingAfterPurchase = (): Waiting | undefined => provider?.pending();
export const resumeAfterPurchase = (api: ApiClient): void => provider?.resume(api);
export const forgetAfterPurchase = (): void => provider?.forget();
