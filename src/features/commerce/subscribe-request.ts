import type { SubscribeRequest } from '#contract/commerce-types.ts';

/** Session storage key of the plan an upgrade or downgrade goes to (sent as upgradeTo, commerce §7). */
export const UPGRADE_TO_KEY = 'upgradeTo';

/** Commerce §5: the query parameters a return URL loses before the flow's own are added. */
const DROPPED_ON_RETURN = ['message', 'msg', 'status'];

/** The purchase kind a subscribe's return carries as `type` (as the checkout sends it back). */
export const SUBSCRIPTION_RETURN_TYPE = 'subscription';

/**
 * Commerce §5 return URL: the page's address without message and status parameters, then `type` (the kind of
 * purchase: subscription) and, when both exist, purchaseID and purchaseType.
 */
export function subscribeReturnUrl(
  here: string,
  purchase?: { purchaseID?: string; purchaseType?: string },
): string {
  const url = new URL(here);
  for (const name of DROPPED_ON_RETURN) url.searchParams.delete(name);
  url.searchParams.set('type', SUBSCRIPTION_RETURN_TYPE);
  if (purchase?.purchaseID && purchase.purchaseType) {
    url.searchParams.set('purchaseID', purchase.purchaseID);
    url.searchParams.set('purchaseType', purchase.purchaseType);
  }
  return url.href;
}

/** Commerce §5: a subscribe needs type id, language and return URL; otherwise it warns and does nothing. */
export function isCorrectSubscribeRequest(
  request: Partial<Pick<SubscribeRequest, 'subscriptionTypeId' | 'lang' | 'redirect'>>,
  warn: (message: string) => void = console.warn,
): boolean {
  const ok =
    typeof request.subscriptionTypeId === 'number' &&
    request.subscriptionTypeId > 0 &&
    Boolean(request.lang) &&
    Boolean(request.redirect);
  if (!ok) warn('not correct request');
  return ok;
}

/** upgradeTo from session storage (commerce §7), as a type id; anything else is ignored. */
export function storedUpgradeTo(storage: Pick<Storage, 'getItem'> | undefined): number | undefined {
  try {
    const value = Number(storage?.getItem(UPGRADE_TO_KEY));
    return Number.isInteger(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}
