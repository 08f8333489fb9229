import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerEntries, paymentNotifications, payments } from '../../db/schema/commerce.ts';
import { ProblemError } from '../../http/problem.ts';
import { settlePayment } from './settle.ts';

/** Used when PAYMENT_WEBHOOK_SECRET is unset; the server says so at start-up. Never for a real provider. */
export const DEV_PAYMENT_SECRET = 'sandbox-dev-payment-secret';

export const signNotification = (secret: string, rawBody: string): string =>
  createHmac('sha256', secret).update(rawBody).digest('hex');

/** A notification's signature (hex HMAC-SHA256 of the raw body) checked in constant time. */
export function verifySignature(secret: string, rawBody: string, signature: string | undefined): void {
  const expected = Buffer.from(signNotification(secret, rawBody));
  const given = Buffer.from(signature ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new ProblemError({
      status: 401,
      code: 'SIGNATURE_INVALID',
      detail: 'The notification signature does not match.',
    });
}

export interface Notification {
  eventId: string;
  paymentId: string;
  outcome: 'SUCCEEDED' | 'FAILED' | 'REFUNDED';
  amountMinor: number;
  currency: string;
}

/**
 * A signed provider notification for one of the tenant's payments: handled once per event id (a replay
 * is acknowledged as a duplicate), amounts must match the payment, and the settlement, ledger row and
 * subscription change commit with the event's row (the caller's transaction).
 */
export async function handleNotification(tx: Db, tenantName: string, note: Notification) {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, note.paymentId));
  if (!payment || payment.tenantName !== tenantName)
    throw new ProblemError({ status: 404, code: 'PAYMENT_NOT_FOUND', detail: 'There is no such payment.' });
  if (payment.amountMinor !== note.amountMinor || payment.currency !== note.currency)
    throw new ProblemError({
      status: 422,
      code: 'AMOUNT_MISMATCH',
      detail: 'The amount does not match the payment.',
    });
  const inserted = await tx
    .insert(paymentNotifications)
    .values({ eventId: note.eventId, tenantName, paymentId: note.paymentId, outcome: note.outcome })
    .onConflictDoNothing()
    .returning({ eventId: paymentNotifications.eventId });
  if (inserted.length === 0) return { accepted: true, duplicate: true };
  if (note.outcome === 'REFUNDED') {
    if (payment.status !== 'SUCCEEDED')
      throw new ProblemError({
        status: 409,
        code: 'NOT_REFUNDABLE',
        detail: 'Only a settled payment is refunded.',
      });
    await tx
      .insert(ledgerEntries)
      .values({
        tenantName,
        userId: payment.userId,
        paymentId: payment.id,
        subscriptionId: payment.subscriptionId,
        kind: 'REFUND',
        amountMinor: -payment.amountMinor,
        currency: payment.currency,
      })
      .onConflictDoNothing();
  } else
    await settlePayment(
      tx,
      payment.id,
      note.outcome,
      note.outcome === 'FAILED' ? 'PAYMENT_DECLINED' : undefined,
    );
  return { accepted: true, duplicate: false };
}
