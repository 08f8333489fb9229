/** For features that build a return URL: the purchase-return parameters an address may still carry. */
export { PURCHASE_RETURN_PARAMS } from './purchase-return.ts';
