import { and, eq, sql } from 'drizzle-orm';
import type { LocaleCode } from '../../../../contract/locales.ts';
import { VOUCHER_ERRORS, VOUCHER_FEEDBACK } from '../../../../contract/voucher.ts';
import { releaseAttempt, reserveAttempt } from '../../auth/rate-limit.ts';
import type { Db } from '../../db/client.ts';
import { catalogueItems } from '../../db/schema/catalogue.ts';
import { subscriptionTypes, userSubscriptions } from '../../db/schema/entitlement.ts';
import { pickText } from '../../db/schema/localized-text.ts';
import { type VoucherCodeRow, voucherCodes } from '../../db/schema/voucher.ts';
import { ProblemError } from '../../http/problem.ts';
import { cycleInterval } from '../commerce/billing-cycle.ts';
import { isHeld } from '../commerce/subscribe-rules.ts';
import { subscriptionRows } from '../commerce/subscriptions.service.ts';
import type { OwnerScope } from '../purchase/ownership.ts';
import { normalizeVoucherCode, voucherCodeHash } from './voucher-codes.ts';

/** Wrong codes a user may type per window before redemption is refused for a while (no brute force). */
export const WRONG_CODE_LIMIT = { limit: 10, windowSeconds: 15 * 60 };

const refuse = (status: number, code: string, detail: string, data?: unknown) =>
  new ProblemError({ status, code, detail, ...(data === undefined ? {} : { data }) });

const alreadyUsed = () =>
  refuse(409, VOUCHER_ERRORS.alreadyUsed, 'This voucher code has already been used.', {
    feedbackCode: VOUCHER_FEEDBACK.duplicate,
  });

/**
 * The tenant's code the user typed. Every lookup reserves one attempt of the user's wrong-code budget and a
 * code that exists gives it back, so only wrong codes count; a code of another tenant is not found here.
 * `keep` keeps the count when the refusal would otherwise roll back with the request's transaction.
 */
async function codeOf(db: Db, scope: OwnerScope, typed: string, keep: () => void): Promise<VoucherCodeRow> {
  const rule = { key: `voucher-code:${scope.tenantName}:${scope.userId}`, ...WRONG_CODE_LIMIT };
  const wait = await reserveAttempt(db, [rule]);
  if (wait > 0)
    throw new ProblemError({
      status: 429,
      code: 'RATE_LIMITED',
      detail: `Too many wrong voucher codes. Try again in ${wait} seconds.`,
      headers: { 'retry-after': String(wait) },
    });
  const code = normalizeVoucherCode(typed);
  const [row] = code
    ? await db
        .select()
        .from(voucherCodes)
        .where(
          and(
            eq(voucherCodes.tenantName, scope.tenantName),
            eq(voucherCodes.codeHash, voucherCodeHash(scope.tenantName, code)),
          ),
        )
    : [];
  if (!row) {
    keep();
    throw refuse(404, VOUCHER_ERRORS.notFound, 'There is no such voucher code.', {
      feedbackCode: VOUCHER_FEEDBACK.notFound,
    });
  }
  await releaseAttempt(db, rule.key);
  if (row.status !== 'ISSUED') throw alreadyUsed();
  return row;
}

/** ISSUED → REDEEMED in one statement: of two concurrent redemptions only one finds it ISSUED. */
async function spend(tx: Db, row: VoucherCodeRow, userId: string, via: string | null): Promise<void> {
  const [spent] = await tx
    .update(voucherCodes)
    .set({ status: 'REDEEMED', redeemedBy: userId, redeemedAt: sql`commerce_now()`, redeemedVia: via })
    .where(and(eq(voucherCodes.id, row.id), eq(voucherCodes.status, 'ISSUED')))
    .returning({ id: voucherCodes.id });
  if (!spent) throw alreadyUsed();
}

/**
 * POST /voucher/consumption/subscription: a subscription code of the given type starts an ACTIVE subscription
 * of that type for one billing period with the plan's contingents; it does not renew (endDate set, no next
 * renewal date), and the renewal job ends it like a canceled one. Any signed-in user of the tenant may
 * redeem it (a gift), unless they already hold that type.
 */
export async function redeemForSubscription(
  db: Db,
  scope: OwnerScope,
  body: { voucherCode: string; typeId: number },
  keep: () => void,
) {
  const row = await codeOf(db, scope, body.voucherCode, keep);
  if (row.grantsTypeId === null)
    throw refuse(
      400,
      VOUCHER_ERRORS.notForSubscription,
      'This code is spent at its merchant, not on a plan.',
    );
  if (row.grantsTypeId !== body.typeId)
    throw refuse(400, VOUCHER_ERRORS.wrongType, 'This code grants another subscription type.', {
      typeId: row.grantsTypeId,
    });
  const [type] = await db
    .select()
    .from(subscriptionTypes)
    .where(
      and(eq(subscriptionTypes.id, row.grantsTypeId), eq(subscriptionTypes.tenantName, scope.tenantName)),
    );
  if (!type)
    throw refuse(400, VOUCHER_ERRORS.notForSubscription, 'The plan of this code is not sold any more.');
  const held = await subscriptionRows(db, scope);
  if (held.some((sub) => sub.typeId === type.id && (sub.active || isHeld(sub))))
    throw refuse(409, VOUCHER_ERRORS.alreadySubscribed, 'You already hold this subscription.', {
      feedbackCode: VOUCHER_FEEDBACK.duplicate,
    });
  return db.transaction(async (tx) => {
    await spend(tx, row, scope.userId, null);
    const [sub] = await tx
      .insert(userSubscriptions)
      .values({
        tenantName: scope.tenantName,
        userId: scope.userId,
        typeId: type.id,
        state: 'ACTIVE',
        contingents: type.contingents,
        startDate: sql`commerce_now()`,
        periodStart: sql`commerce_now()`,
        endDate: sql`commerce_now() + ${cycleInterval(type.billingCycle)}::interval`,
        nextRenewalDate: null,
      })
      .returning({ id: userSubscriptions.id, endDate: userSubscriptions.endDate });
    return {
      feedbackCode: VOUCHER_FEEDBACK.success,
      subscriptionId: sub?.id as number,
      typeId: type.id,
      endDate: sub?.endDate?.toISOString() ?? '',
    };
  });
}

/**
 * POST /voucher/consumption/voucher: a merchant code is spent (REDEEMED, with the merchant's
 * externalProviderCode); the answer says what it was for. A subscription code is redeemed on its plan instead.
 */
export async function redeemAtMerchant(
  db: Db,
  scope: OwnerScope,
  body: { externalProviderCode?: string | undefined; voucherRequest: { voucherCode: string } },
  lang: LocaleCode,
  keep: () => void,
) {
  const row = await codeOf(db, scope, body.voucherRequest.voucherCode, keep);
  if (row.grantsTypeId !== null)
    throw refuse(
      400,
      VOUCHER_ERRORS.forSubscription,
      'This code grants a subscription: redeem it on its plan.',
      {
        typeId: row.grantsTypeId,
      },
    );
  const [item] = await db.select().from(catalogueItems).where(eq(catalogueItems.id, row.voucherItemId));
  await db.transaction((tx) => spend(tx, row, scope.userId, body.externalProviderCode ?? null));
  return {
    feedbackCode: VOUCHER_FEEDBACK.success,
    voucherId: row.voucherItemId,
    title: item ? pickText(item.titles, lang) : '',
    description: item?.subtitles ? pickText(item.subtitles, lang) : '',
    discountPercentage: item?.props.discountPercentage ?? 0,
  };
}
