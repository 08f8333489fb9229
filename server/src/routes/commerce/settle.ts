import { and, eq, inArray, sql } from 'drizzle-orm';
import type { StoredConsent } from '../../../../contract/commerce-consent.ts';
import type { Db } from '../../db/client.ts';
import { ledgerEntries, type PaymentRow, payments } from '../../db/schema/commerce.ts';
import { type Contingent, subscriptionTypes, userSubscriptions } from '../../db/schema/entitlement.ts';
import { grantArticle } from '../purchase/receipts.service.ts';
import { issueVoucherCodes } from '../voucher/issue.service.ts';
import { cycleInterval } from './billing-cycle.ts';

/** What a subscribe payment does once paid (payments.intent). */
export interface SubscribeIntent {
  typeId: number;
  migrateFromId?: number;
  /** The REQUESTED subscription shown while the payment is pending. */
  subscriptionId?: number;
  /** The consents given when subscribing, and a partner plan's fields: kept with the subscription. */
  consents?: StoredConsent[];
  partnerMetadata?: Record<string, string>;
}

/** What a new subscription row keeps of its subscribe intent. */
const keptOf = (intent: SubscribeIntent) => ({
  consents: intent.consents ?? [],
  partnerMetadata: intent.partnerMetadata ?? {},
});

const OPEN = ['CREATED', 'CHALLENGE', 'PENDING'] as const;

/** Credits of the next period: reset to the plan's, or (accumulateContingent) added to what is left. */
export function nextContingents(plan: Contingent[], left: Contingent[], accumulate: boolean): Contingent[] {
  if (!accumulate) return plan;
  return plan.map((c, i) => {
    const before = left[i]?.amount ?? 0;
    return c.amount > 0 && before > 0 ? { ...c, amount: c.amount + before } : c;
  });
}

async function planOf(tx: Db, typeId: number) {
  const [type] = await tx.select().from(subscriptionTypes).where(eq(subscriptionTypes.id, typeId));
  if (!type) throw new Error(`Payment for a type that no longer exists: ${typeId}`);
  return type;
}

async function activateSubscription(tx: Db, payment: PaymentRow): Promise<number> {
  const intent = payment.intent as unknown as SubscribeIntent;
  const type = await planOf(tx, intent.typeId);
  const period = {
    state: 'ACTIVE' as const,
    subState: null,
    periodStart: sql`commerce_now()`,
    startDate: sql`commerce_now()`,
    endDate: null,
    nextRenewalDate: sql`commerce_now() + ${cycleInterval(type.billingCycle)}::interval`,
    contingents: type.contingents,
    cardId: payment.cardId,
    updatedAt: sql`now()`,
  };
  let subscriptionId = intent.subscriptionId;
  if (subscriptionId)
    await tx.update(userSubscriptions).set(period).where(eq(userSubscriptions.id, subscriptionId));
  else {
    const [row] = await tx
      .insert(userSubscriptions)
      .values({
        tenantName: payment.tenantName,
        userId: payment.userId,
        typeId: type.id,
        migratedFromId: intent.migrateFromId ?? null,
        ...keptOf(intent),
        ...period,
      })
      .returning({ id: userSubscriptions.id });
    subscriptionId = row?.id as number;
  }
  if (intent.migrateFromId)
    await tx
      .update(userSubscriptions)
      .set({
        state: 'CANCELED',
        subState: null,
        endDate: sql`commerce_now()`,
        canceledAt: sql`commerce_now()`,
        nextRenewalDate: null,
        updatedAt: sql`now()`,
      })
      .where(
        and(eq(userSubscriptions.id, intent.migrateFromId), eq(userSubscriptions.userId, payment.userId)),
      );
  return subscriptionId;
}

async function renew(tx: Db, payment: PaymentRow): Promise<void> {
  if (!payment.subscriptionId) return;
  const [sub] = await tx
    .select()
    .from(userSubscriptions)
    .where(eq(userSubscriptions.id, payment.subscriptionId));
  if (!sub || sub.nextRenewalDate === null) return;
  const type = await planOf(tx, sub.typeId);
  await tx
    .update(userSubscriptions)
    .set({
      state: 'ACTIVE',
      subState: null,
      periodStart: sub.nextRenewalDate,
      nextRenewalDate: sql`${sub.nextRenewalDate.toISOString()}::timestamptz + ${cycleInterval(type.billingCycle)}::interval`,
      contingents: nextContingents(type.contingents, sub.contingents, type.accumulateContingent),
      renewalFailures: 0,
      renewalRetryAt: null,
      updatedAt: sql`now()`,
    })
    .where(eq(userSubscriptions.id, sub.id));
}

/**
 * Settles a payment once: only an open payment (CREATED, CHALLENGE, PENDING) moves, so a replayed
 * notification, a double submit or a retry after a restart finds it settled and changes nothing. The
 * status, the ledger row and the subscription change are written by the caller's one transaction.
 */
export async function settlePayment(
  tx: Db,
  paymentId: string,
  outcome: 'SUCCEEDED' | 'FAILED' | 'PENDING' | 'CHALLENGE',
  error?: string,
): Promise<{ payment: PaymentRow; changed: boolean }> {
  const [moved] = await tx
    .update(payments)
    .set({
      status: outcome,
      error: error ?? null,
      updatedAt: sql`now()`,
      ...(outcome === 'PENDING' ? { settleAfter: sql`commerce_now() + interval '2 minutes'` } : {}),
    })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, [...OPEN])))
    .returning();
  if (!moved) {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId));
    if (!payment) throw new Error(`No payment ${paymentId}`);
    return { payment, changed: false };
  }
  // A card check (amount 0) moves no money: no ledger row.
  if (outcome === 'SUCCEEDED' && moved.amountMinor > 0)
    await tx
      .insert(ledgerEntries)
      .values({
        tenantName: moved.tenantName,
        userId: moved.userId,
        paymentId: moved.id,
        subscriptionId: moved.subscriptionId,
        kind: 'CHARGE',
        amountMinor: moved.amountMinor,
        currency: moved.currency,
      })
      .onConflictDoNothing();
  if (outcome === 'SUCCEEDED') {
    if (moved.purpose === 'SUBSCRIBE') {
      const subscriptionId = await activateSubscription(tx, moved);
      await tx.update(payments).set({ subscriptionId }).where(eq(payments.id, moved.id));
      await tx.update(ledgerEntries).set({ subscriptionId }).where(eq(ledgerEntries.paymentId, moved.id));
      moved.subscriptionId = subscriptionId;
    }
    if (moved.purpose === 'RENEWAL') await renew(tx, moved);
    if (moved.purpose === 'ONE_TIME') await grantArticle(tx, moved);
    if (moved.purpose === 'VOUCHER') await issueVoucherCodes(tx, moved);
  }
  if (outcome === 'PENDING' && moved.purpose === 'SUBSCRIBE') await markRequested(tx, moved);
  if (outcome === 'FAILED' && moved.purpose === 'SUBSCRIBE' && moved.subscriptionId)
    await tx
      .update(userSubscriptions)
      .set({ state: 'INACTIVE', subState: null, updatedAt: sql`now()` })
      .where(and(eq(userSubscriptions.id, moved.subscriptionId), eq(userSubscriptions.state, 'REQUESTED')));
  return { payment: moved, changed: true };
}

/** A pending subscribe shows as REQUESTED (commerce §4 pending) until the provider settles it. */
async function markRequested(tx: Db, payment: PaymentRow): Promise<void> {
  if (payment.subscriptionId) return;
  const intent = payment.intent as unknown as SubscribeIntent;
  const type = await planOf(tx, intent.typeId);
  const [row] = await tx
    .insert(userSubscriptions)
    .values({
      tenantName: payment.tenantName,
      userId: payment.userId,
      typeId: type.id,
      state: 'REQUESTED',
      contingents: type.contingents,
      ...keptOf(intent),
      migratedFromId: intent.migrateFromId ?? null,
      startDate: sql`commerce_now()`,
      periodStart: sql`commerce_now()`,
    })
    .returning({ id: userSubscriptions.id });
  const subscriptionId = row?.id as number;
  await tx
    .update(payments)
    .set({ subscriptionId, intent: { ...intent, subscriptionId } })
    .where(eq(payments.id, payment.id));
  payment.subscriptionId = subscriptionId;
}
