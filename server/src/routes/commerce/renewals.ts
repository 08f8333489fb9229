import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creditCards, payments } from '../../db/schema/commerce.ts';
import {
  subscriptionTypes,
  type UserSubscriptionRow,
  userSubscriptions,
} from '../../db/schema/entitlement.ts';
import { effectivePrice } from '../player/purchase-options.ts';
import { sandboxProvider } from './sandbox-provider.ts';
import { settlePayment } from './settle.ts';
import { newPaymentId } from './subscribe.service.ts';
import { toMinor } from './subscribe-rules.ts';

/** Failed renewal charges before the subscription expires, a day apart on the commerce clock. */
export const RENEWAL_ATTEMPTS = 3;
export const RENEWAL_RETRY_INTERVAL = '1 day';
const BATCH = 20;

export interface RenewalReport {
  renewed: number;
  expired: number;
  retried: number;
  settled: number;
}

async function cardFor(tx: Db, sub: UserSubscriptionRow) {
  const [card] = await tx
    .select()
    .from(creditCards)
    .where(
      and(
        eq(creditCards.userId, sub.userId),
        sub.cardId ? eq(creditCards.id, sub.cardId) : eq(creditCards.isDefault, true),
      ),
    );
  return card;
}

async function expire(tx: Db, sub: UserSubscriptionRow): Promise<void> {
  await tx
    .update(userSubscriptions)
    .set({
      state: 'INACTIVE',
      subState: null,
      endDate: sub.nextRenewalDate,
      nextRenewalDate: null,
      updatedAt: sql`now()`,
    })
    .where(eq(userSubscriptions.id, sub.id));
}

/** One due subscription, inside the transaction that holds its row lock: charge, then renew, retry or expire. */
async function renewOne(tx: Db, sub: UserSubscriptionRow, report: RenewalReport): Promise<void> {
  const [type] = await tx.select().from(subscriptionTypes).where(eq(subscriptionTypes.id, sub.typeId));
  const card = await cardFor(tx, sub);
  if (!type || !card) {
    await expire(tx, sub);
    report.expired++;
    return;
  }
  const price = effectivePrice(type);
  const period = sub.nextRenewalDate?.toISOString() ?? '';
  const [payment] = await tx
    .insert(payments)
    .values({
      id: newPaymentId(),
      tenantName: sub.tenantName,
      userId: sub.userId,
      purpose: 'RENEWAL',
      provider: 'sandbox',
      status: 'CREATED',
      typeId: type.id,
      subscriptionId: sub.id,
      amountMinor: toMinor(price.amount),
      currency: price.currency,
      // One charge per subscription, period and attempt: a rerun after a crash finds it and charges nothing.
      chargeKey: `renewal:${sub.id}:${period}:${sub.renewalFailures}`,
      cardId: card.id,
    })
    .onConflictDoNothing()
    .returning();
  if (!payment) return;
  const outcome = await sandboxProvider.charge(card, payment);
  if (outcome.status === 'SUCCEEDED' || outcome.status === 'PENDING') {
    await settlePayment(tx, payment.id, outcome.status);
    if (outcome.status === 'SUCCEEDED') report.renewed++;
    return;
  }
  // A renewal has no one to answer a 3-D challenge: it counts as a failed attempt.
  await settlePayment(
    tx,
    payment.id,
    'FAILED',
    outcome.status === 'FAILED' ? outcome.error : 'AUTHENTICATION_REQUIRED',
  );
  if (sub.renewalFailures + 1 >= RENEWAL_ATTEMPTS) {
    await expire(tx, sub);
    report.expired++;
    return;
  }
  await tx
    .update(userSubscriptions)
    .set({
      renewalFailures: sub.renewalFailures + 1,
      renewalRetryAt: sql`commerce_now() + ${RENEWAL_RETRY_INTERVAL}::interval`,
      updatedAt: sql`now()`,
    })
    .where(eq(userSubscriptions.id, sub.id));
  report.retried++;
}

/**
 * The renewal job: due ACTIVE subscriptions (next renewal on or before the commerce clock), CANCELED ones
 * whose period has ended, and pending payments whose settlement time has come. Rows are claimed with FOR UPDATE SKIP LOCKED, so several
 * server instances on one PostgreSQL each take different rows; every row is charged and changed in
 * one transaction.
 */
export async function runRenewals(db: Db): Promise<RenewalReport> {
  const report: RenewalReport = { renewed: 0, expired: 0, retried: 0, settled: 0 };
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(userSubscriptions)
        .where(
          and(
            eq(userSubscriptions.state, 'ACTIVE'),
            isNull(userSubscriptions.subState),
            lte(userSubscriptions.nextRenewalDate, sql`commerce_now()`),
            or(
              isNull(userSubscriptions.renewalRetryAt),
              lte(userSubscriptions.renewalRetryAt, sql`commerce_now()`),
            ),
          ),
        )
        .orderBy(asc(userSubscriptions.nextRenewalDate))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const before = report.renewed + report.expired + report.retried;
      for (const sub of due) await renewOne(tx, sub, report);
      return { claimed: due.length, acted: report.renewed + report.expired + report.retried - before };
    });
    // Stop when the batch was the last one, or when it held only renewals already waiting on a pending charge.
    if (claimed.claimed < BATCH || claimed.acted === 0) break;
  }
  report.expired += await endCanceled(db);
  report.settled = await settlePending(db);
  return report;
}

/**
 * CANCELED subscriptions whose paid period (or trial) has ended lose access: INACTIVE, never charged (the
 * claim above takes ACTIVE rows only); so do ACTIVE ones that were granted for a fixed period without
 * renewal (a voucher's: endDate set, no next renewal date). One statement, so concurrent instances end
 * each row once.
 */
async function endCanceled(db: Db): Promise<number> {
  const fixedTerm = and(eq(userSubscriptions.state, 'ACTIVE'), isNull(userSubscriptions.nextRenewalDate));
  const ended = await db
    .update(userSubscriptions)
    .set({ state: 'INACTIVE', subState: null, nextRenewalDate: null, updatedAt: sql`now()` })
    .where(
      and(
        or(eq(userSubscriptions.state, 'CANCELED'), fixedTerm),
        lte(userSubscriptions.endDate, sql`commerce_now()`),
      ),
    )
    .returning({ id: userSubscriptions.id });
  return ended.length;
}

/** PENDING payments past settle_after succeed now (the sandbox's "settled later"). */
async function settlePending(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(inArray(payments.status, ['PENDING']), lte(payments.settleAfter, sql`commerce_now()`)))
      .limit(100)
      .for('update', { skipLocked: true });
    for (const row of due) await settlePayment(tx, row.id, 'SUCCEEDED');
    return due.length;
  });
}

/** In-process timer (PGlite, and each PostgreSQL instance): runs the job every `seconds`, never twice at once. */
export function startRenewalTimer(
  db: Db,
  seconds = 30,
  log: (line: string) => void = console.log,
): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const r = await runRenewals(db);
      if (r.renewed + r.expired + r.retried + r.settled > 0)
        log(
          `[renewals] renewed ${r.renewed}, expired ${r.expired}, retried ${r.retried}, settled ${r.settled}`,
        );
    } catch (error) {
      log(`[renewals] run failed: ${String((error as Error).message ?? error)}`);
    } finally {
      running = false;
    }
  }, seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
