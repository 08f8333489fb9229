/** For other features' payments (the voucher cart): one Idempotency-Key per user intent. */
export { newIdempotencyKey } from './idempotency-key.ts';
