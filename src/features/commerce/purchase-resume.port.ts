/**
 * What waits for a purchase to go through (commerce §4: a play or download starts after the purchased popup).
 * The composition (src/app/compose.ts) provides it from the features that own those actions.
 */
export interface PurchaseResume {
  /** The title of what waits, if anything. */
  pending(): string | undefined;
  /** Starts it (from the popup's button: a user gesture, so the browser lets audio play). */
  resume(): void;
}

let provider: PurchaseResume | undefined;

export function providePurchaseResume(resume: PurchaseResume): void {
  provider = resume;
}

export const pendingAfterPurchase = (): string | undefined => provider?.pending();
export const resumeAfterPurchase = (): void => provider?.resume();
