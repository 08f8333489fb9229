import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { CONSENT_ERRORS } from '../../../../contract/commerce-consent.ts';
import type { SubscribeAnswer } from '../../../../contract/commerce-types.ts';
import type { Db } from '../../db/client.ts';
import { subscriptionTypes, userSubscriptions } from '../../db/schema/entitlement.ts';
import type { TenantRow } from '../../db/schema/tenant.ts';
import { ProblemError } from '../../http/problem.ts';
import { durationInterval } from './billing-cycle.ts';
import { checkPartnerValues } from './partner-rules.ts';
import { paymentOptionsOf } from './payment-options.ts';
import { typeOf } from './plans.service.ts';
import { refuseUnlistedReturn } from './subscribe.service.ts';
import { isHeld } from './subscribe-rules.ts';
import {
  ownSubscription,
  presentSubscription,
  subscriptionRows,
  type UserScope,
} from './subscriptions.service.ts';

/** Types with a trial the user may still take: one trial per user and type, ever, not held and not still running. */
export async function trialEligibleTypes(db: Db, scope: UserScope): Promise<number[]> {
  const types = await db
    .select({ id: subscriptionTypes.id })
    .from(subscriptionTypes)
    .where(
      and(
        eq(subscriptionTypes.tenantName, scope.tenantName),
        eq(subscriptionTypes.enabled, true),
        isNotNull(subscriptionTypes.maxTrialDuration),
      ),
    );
  const rows = await subscriptionRows(db, scope);
  const used = new Set(rows.filter((row) => row.trial || row.active || isHeld(row)).map((row) => row.typeId));
  return types.map((t) => t.id).filter((id) => !used.has(id));
}

/**
 * POST /subscription/subscribeToFreeTrial: an ACTIVE trial subscription that runs maxTrialDuration and
 * then renews as the paid plan (charged to the user's default card; without one it expires).
 */
export async function subscribeToFreeTrial(
  db: Db,
  tenant: TenantRow,
  scope: UserScope,
  body: { redirect: string; lang: string; subscriptionTypeId?: number | undefined },
): Promise<{ status: number; answer: SubscribeAnswer }> {
  await refuseUnlistedReturn(db, tenant, body.redirect);
  const eligible = await trialEligibleTypes(db, scope);
  const typeId = body.subscriptionTypeId ?? eligible[0];
  if (typeId === undefined || !eligible.includes(typeId)) {
    if (typeId !== undefined) await typeOf(db, tenant.name, typeId);
    throw new ProblemError({
      status: 409,
      code: 'FREE_TRIAL_NOT_ELIGIBLE',
      detail: 'The free trial of this plan was already used or is not offered.',
    });
  }
  const type = await typeOf(db, tenant.name, typeId);
  // The trial call carries no consents: a plan that needs them is subscribed to through POST /subscription.
  if (type.consents.some((c) => c.required))
    throw new ProblemError({
      status: 400,
      code: CONSENT_ERRORS.required,
      detail: 'This plan needs consents: subscribe through POST /subscription.',
      data: { missing: type.consents.filter((c) => c.required).map((c) => c.id) },
    });
  const trial = durationInterval(type.maxTrialDuration ?? '');
  if (!trial) throw new Error(`Type ${type.id} has an unreadable maxTrialDuration`);
  const [row] = await db
    .insert(userSubscriptions)
    .values({
      tenantName: tenant.name,
      userId: scope.userId,
      typeId: type.id,
      state: 'ACTIVE',
      trial: true,
      contingents: type.contingents,
      startDate: sql`commerce_now()`,
      periodStart: sql`commerce_now()`,
      nextRenewalDate: sql`commerce_now() + ${trial}::interval`,
    })
    .returning({ id: userSubscriptions.id });
  const [created] = await subscriptionRows(db, scope, [row?.id as number]);
  return {
    status: 201,
    answer: {
      status: 201,
      data: { type: 'onclick', options: paymentOptionsOf(type) },
      ...(created ? { subscription: presentSubscription(created) } : {}),
    },
  };
}

/** GET /subscription/isVoucherbookEligible: voucher books go to holders of an active subscription (of that type). */
export async function voucherbookEligible(
  db: Db,
  scope: UserScope,
  typeId: number | undefined,
): Promise<boolean> {
  const rows = await subscriptionRows(db, scope);
  return rows.some((row) => row.active && (typeId === undefined || row.typeId === typeId));
}

/** POST /subscription/validate/external: whether the user holds an active plan sold by that provider. */
export async function validateExternal(db: Db, scope: UserScope, code: string) {
  const types = await db
    .select()
    .from(subscriptionTypes)
    .where(eq(subscriptionTypes.tenantName, scope.tenantName));
  const ids = types
    .filter((t) => t.attributes.some((a) => a.key === 'externalProviderCode' && a.value === code))
    .map((t) => t.id);
  const rows = await subscriptionRows(db, scope);
  const held = rows.filter((row) => row.active && ids.includes(row.typeId)).map((row) => row.typeId);
  return { valid: held.length > 0, subscriptionTypeIds: held };
}

/** PUT /subscription/{id}/partnerMetadata/attributes: merged into the subscription's partner metadata. */
export async function setPartnerMetadata(
  db: Db,
  scope: UserScope,
  id: number,
  value: Record<string, string>,
) {
  const row = await ownSubscription(db, scope, id);
  const [type] = await db.select().from(subscriptionTypes).where(eq(subscriptionTypes.id, row.typeId));
  // A partner plan takes only its partner's fields, in their form; other plans keep free attributes.
  const checked = type?.partner ? checkPartnerValues(type, value, false) : value;
  const merged = { ...row.partnerMetadata, ...checked };
  if (Object.keys(merged).length > 20)
    throw new ProblemError({
      status: 400,
      code: 'TOO_MANY_ATTRIBUTES',
      detail: 'A subscription keeps at most 20 partner attributes.',
    });
  await db
    .update(userSubscriptions)
    .set({ partnerMetadata: merged, updatedAt: sql`now()` })
    .where(eq(userSubscriptions.id, row.id));
  return presentSubscription({ ...row, partnerMetadata: merged });
}
