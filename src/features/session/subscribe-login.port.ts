/** What commerce needs of the session before a subscribe (commerce §5): the subAuthRequired rule and its key. */
export { MARKETING_CAMPAIGN_KEY, requireLoginBeforeSubscribe } from './require-login.ts';
