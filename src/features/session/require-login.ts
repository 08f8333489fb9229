import type { Tenant } from '#contract/tenant.ts';
import type { SessionState } from '#platform/session/use-session.ts';

/** Session storage key of the marketing campaign a visitor arrived with (sent along when subscribing). */
export const MARKETING_CAMPAIGN_KEY = 'marketingCampaign';

function hasMarketingCampaign(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    return Boolean(storage?.getItem(MARKETING_CAMPAIGN_KEY));
  } catch {
    return false;
  }
}

/**
 * Commerce §5: tenants with subAuthRequired force the login dialog before subscribing, unless a
 * marketing campaign is in session storage. Signed-in users never need it.
 */
export function requireLoginBeforeSubscribe(
  tenant: Pick<Tenant, 'features'>,
  session: Pick<SessionState, 'isUser'>,
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.sessionStorage,
): boolean {
  return tenant.features.subAuthRequired === true && !session.isUser && !hasMarketingCampaign(storage);
}
