import { createHash, randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { queueMail } from '../../auth/mail.ts';
import type { Db } from '../../db/client.ts';
import { type PaymentRow, payments } from '../../db/schema/commerce.ts';

/** Wrong codes allowed per challenge before the payment is refused. */
export const CHALLENGE_ATTEMPTS = 5;

export const hashCode = (code: string): string =>
  createHash('sha256').update(`challenge:${code}`).digest('hex');

/**
 * 3-D-Secure-style step: a six-digit code "sent by the bank" to the card holder (the demo mailbox of
 * the user's e-mail); only its hash is kept. The payment waits in CHALLENGE until the code is typed.
 */
export async function startChallenge(db: Db, payment: PaymentRow, email: string): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db
    .update(payments)
    .set({ status: 'CHALLENGE', challengeHash: hashCode(code), challengeAttempts: 0, updatedAt: sql`now()` })
    .where(eq(payments.id, payment.id));
  await queueMail(db, {
    tenantName: payment.tenantName,
    recipient: email,
    subject: `Card verification code ${code}`,
    body: `Your bank asks you to confirm a payment of ${(payment.amountMinor / 100).toFixed(2)} ${payment.currency}.\nVerification code: ${code}`,
  });
}
