import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { ConsentAnswer } from '../../../../contract/commerce-consent.ts';
import { queueMail } from '../../auth/mail.ts';
import { enforceRateLimits } from '../../auth/rate-limit.ts';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema/commerce.ts';
import { subscriptionTypes } from '../../db/schema/entitlement.ts';
import type { TenantRow } from '../../db/schema/tenant.ts';
import { ProblemError } from '../../http/problem.ts';
import { effectivePrice } from '../player/purchase-options.ts';
import { CHALLENGE_ATTEMPTS, hashCode } from './challenge.ts';
import { checkConsents } from './consent-rules.ts';
import { checkPartnerValues } from './partner-rules.ts';
import { PAYMENT_OPTION } from './payment-options.ts';
import { typeOf } from './plans.service.ts';
import { settlePayment } from './settle.ts';
import { newPaymentId, refuseUnlistedReturn } from './subscribe.service.ts';
import { decideMove, toMinor } from './subscribe-rules.ts';
import { subscriptionRows, type UserScope } from './subscriptions.service.ts';

type FlowBody = { msisdn?: string | undefined; pin?: string | undefined; transactionId?: string | undefined };

const refuseOption = (id: string) => {
  if (id !== PAYMENT_OPTION.operator)
    throw new ProblemError({
      status: 400,
      code: 'UNKNOWN_PAYMENT_OPTION',
      detail: 'The API flow takes the operator billing option.',
    });
};

/**
 * POST /subscription/api/{typeId} (operator billing, step 1): the mobile number is billed by its
 * operator, which sends a PIN by SMS (the demo mailbox of that number). Answers nextApiFlowStep VERIFY_PIN.
 */
export async function startOperatorFlow(
  db: Db,
  tenant: TenantRow,
  scope: UserScope,
  typeId: number,
  input: {
    paymentOptionUUID: string;
    redirectionUrl: string;
    body: FlowBody;
    subscriptionConsentList?: ConsentAnswer[] | undefined;
    partnerMetadata?: Record<string, string> | undefined;
  },
  lang = 'en',
) {
  refuseOption(input.paymentOptionUUID);
  const type = await typeOf(db, tenant.name, typeId);
  const consents = checkConsents(type, input.subscriptionConsentList, lang, new Date());
  const partnerMetadata = checkPartnerValues(type, input.partnerMetadata, true);
  await refuseUnlistedReturn(db, tenant, input.redirectionUrl);
  const msisdn = input.body.msisdn?.replace(/\s+/g, '');
  if (!msisdn)
    throw new ProblemError({
      status: 400,
      code: 'MSISDN_REQUIRED',
      detail: 'The operator flow starts with body.msisdn.',
    });
  await enforceRateLimits(db, [
    { key: `operator-pin:${tenant.name}:${msisdn}`, limit: 5, windowSeconds: 3600 },
  ]);
  const all = await db.select().from(subscriptionTypes).where(eq(subscriptionTypes.tenantName, tenant.name));
  const move = decideMove(tenant, type, all, await subscriptionRows(db, scope), undefined);
  const pin = String(randomInt(0, 10_000)).padStart(4, '0');
  const id = newPaymentId();
  const price = effectivePrice(type);
  await db.insert(payments).values({
    id,
    tenantName: tenant.name,
    userId: scope.userId,
    purpose: 'SUBSCRIBE',
    provider: 'operator',
    status: 'CHALLENGE',
    typeId: type.id,
    amountMinor: toMinor(price.amount),
    currency: price.currency,
    chargeKey: id,
    returnUrl: input.redirectionUrl,
    msisdn,
    challengeHash: hashCode(pin),
    intent: {
      typeId: type.id,
      ...(move.kind === 'new' ? {} : { migrateFromId: move.from.id }),
      ...(consents.length > 0 ? { consents } : {}),
      ...(Object.keys(partnerMetadata).length > 0 ? { partnerMetadata } : {}),
    },
  });
  await queueMail(db, {
    tenantName: tenant.name,
    recipient: msisdn,
    subject: `SMS: PIN ${pin}`,
    body: `Your PIN to confirm ${type.name} (${price.amount} ${price.currency}) is ${pin}.`,
  });
  return { nextApiFlowStep: 'VERIFY_PIN' as const, response: { status: 200, transactionId: id } };
}

/** POST /subscription/api (step 2): the PIN confirms the operator charge; 5 wrong PINs refuse the payment. */
export async function continueOperatorFlow(
  db: Db,
  scope: UserScope,
  input: { paymentOptionUUID: string; body: FlowBody },
) {
  refuseOption(input.paymentOptionUUID);
  const { transactionId, pin } = input.body;
  if (!transactionId || !pin)
    throw new ProblemError({
      status: 400,
      code: 'PIN_REQUIRED',
      detail: 'Send body.transactionId and body.pin.',
    });
  const [payment] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.id, transactionId),
        eq(payments.userId, scope.userId),
        eq(payments.tenantName, scope.tenantName),
        eq(payments.provider, 'operator'),
      ),
    );
  if (payment?.status !== 'CHALLENGE')
    throw new ProblemError({
      status: 404,
      code: 'TRANSACTION_NOT_FOUND',
      detail: 'There is no open operator transaction with this id.',
    });
  if (payment.challengeHash !== hashCode(pin)) {
    const attempts = payment.challengeAttempts + 1;
    await db
      .update(payments)
      .set({ challengeAttempts: attempts, updatedAt: sql`now()` })
      .where(eq(payments.id, payment.id));
    if (attempts >= CHALLENGE_ATTEMPTS)
      await settlePayment(db, payment.id, 'FAILED', 'PIN_ATTEMPTS_EXCEEDED');
    return {
      nextApiFlowStep: attempts >= CHALLENGE_ATTEMPTS ? ('DONE' as const) : ('VERIFY_PIN' as const),
      response: {
        status: 400,
        transactionId: payment.id,
        error: attempts >= CHALLENGE_ATTEMPTS ? 'PIN_ATTEMPTS_EXCEEDED' : 'PIN_WRONG',
      },
    };
  }
  const settled = await settlePayment(db, payment.id, 'SUCCEEDED');
  const url = new URL(payment.returnUrl ?? '');
  for (const [k, v] of Object.entries({
    status: '200',
    type: 'subscription',
    subTypeId: String(payment.typeId),
    purchaseID: payment.id,
    purchaseType: 'SUBSCRIPTION',
  }))
    url.searchParams.set(k, v);
  return {
    nextApiFlowStep: 'DONE' as const,
    response: {
      status: 201,
      transactionId: payment.id,
      url: url.toString(),
      ...(settled.payment.subscriptionId ? { subscriptionId: settled.payment.subscriptionId } : {}),
    },
  };
}
