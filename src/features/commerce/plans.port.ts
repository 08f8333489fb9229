/**
 * For other features (a voucher code that grants a plan): the tenant's plans with their shown names, and the
 * reload of the user's subscriptions after something changed what they hold.
 */
export { refreshCommerce, subscriptionTypesQuery } from './commerce.queries.ts';
export { planView } from './plan-view.ts';
