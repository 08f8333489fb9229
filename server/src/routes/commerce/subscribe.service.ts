import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { SubscribeAnswer, SubscribeRequest } from '../../../../contract/commerce-types.ts';
import { isAllowedReturnUrl } from '../../auth/allowlist.ts';
import type { Db } from '../../db/client.ts';
import { creditCards, payments } from '../../db/schema/commerce.ts';
import { type SubscriptionTypeRow, subscriptionTypes } from '../../db/schema/entitlement.ts';
import type { TenantRow } from '../../db/schema/tenant.ts';
import { ProblemError } from '../../http/problem.ts';
import { effectivePrice } from '../player/purchase-options.ts';
import { startChallenge } from './challenge.ts';
import { checkConsents } from './consent-rules.ts';
import { checkPartnerValues } from './partner-rules.ts';
import { HOSTED_CHECKOUT, isKnownOption, PAYMENT_OPTION, paymentOptionsOf } from './payment-options.ts';
import { typeOf } from './plans.service.ts';
import { resumeCanceled } from './resume-canceled.ts';
import { FAILURE_STATUS, sandboxProvider } from './sandbox-provider.ts';
import { type SubscribeIntent, settlePayment } from './settle.ts';
import { checkShownPrice, decideMove, toMinor } from './subscribe-rules.ts';
import { presentSubscription, subscriptionRows } from './subscriptions.service.ts';

export interface SubscribeContext {
  tenant: TenantRow;
  userId: string;
  email: string;
  /** The request's Idempotency-Key: the payment's charge key, so the same key never charges twice. */
  idempotencyKey: string | undefined;
}

export const newPaymentId = (): string => `pay_${randomBytes(16).toString('base64url')}`;

export async function refuseUnlistedReturn(db: Db, tenant: TenantRow, url: string): Promise<void> {
  if (!(await isAllowedReturnUrl(db, tenant, url)))
    throw new ProblemError({
      status: 400,
      code: 'REDIRECT_NOT_ALLOWED',
      detail: 'The return URL is not on this tenant’s allowlist.',
    });
}

export const checkoutUrl = (paymentId: string, lang: string) =>
  `${HOSTED_CHECKOUT}/${paymentId}?lang=${encodeURIComponent(lang)}`;

/**
 * POST /subscription (commerce §4): vets the plan, price, return URL and the move within its group, then
 * opens a payment. Consents and partner fields the plan asks for are vetted first (400, nothing written)
 * and kept with the payment until the subscription they belong to exists. With a stored card it is charged at once through the provider (201 active, 202
 * pending, 402/400/409 refused, or 200 to the 3-D challenge); without, 200 sends the browser to the
 * sandbox checkout. A type canceled while its period still runs is resumed instead, charging nothing now
 * (201). Refusals write nothing.
 */
export async function subscribe(
  db: Db,
  ctx: SubscribeContext,
  body: SubscribeRequest,
  intentExtra: Partial<SubscribeIntent> = {},
): Promise<{ status: number; answer: SubscribeAnswer }> {
  const { tenant, userId } = ctx;
  if (body.userId !== undefined && body.userId !== userId)
    throw new ProblemError({
      status: 403,
      code: 'USER_MISMATCH',
      detail: 'userId is not the signed-in user.',
    });
  const type = await typeOf(db, tenant.name, body.subscriptionTypeId);
  checkShownPrice(type, body.price);
  await refuseUnlistedReturn(db, tenant, body.redirect);
  const option = body.selectedOptions?.[0] ?? PAYMENT_OPTION.card;
  if (!isKnownOption(type, option))
    throw new ProblemError({
      status: 400,
      code: 'UNKNOWN_PAYMENT_OPTION',
      detail: 'This plan has no such payment option.',
    });
  const consents = checkConsents(type, body.subscriptionConsentList, body.lang, new Date());
  const partnerMetadata = checkPartnerValues(type, body.partnerMetadata, true);
  const all = await db.select().from(subscriptionTypes).where(eq(subscriptionTypes.tenantName, tenant.name));
  const held = await subscriptionRows(db, { tenantName: tenant.name, userId });
  const card = body.cardId === undefined ? undefined : await ownCard(db, ctx, body.cardId);
  const resumed = await resumeCanceled(db, { tenantName: tenant.name, userId }, held, type, card?.id);
  if (resumed) return resumed;
  const move = decideMove(tenant, type, all, held, body.migrateSubId);
  const options = paymentOptionsOf(type);
  if (option === PAYMENT_OPTION.operator)
    return {
      status: 200,
      answer: { status: 200, data: { type: 'onclick', options: options.filter((o) => o.flow === 'API') } },
    };
  const price = effectivePrice(type);
  const intent: SubscribeIntent = {
    typeId: type.id,
    ...(move.kind === 'new' ? {} : { migrateFromId: move.from.id }),
    ...(consents.length > 0 ? { consents } : {}),
    ...(Object.keys(partnerMetadata).length > 0 ? { partnerMetadata } : {}),
    ...intentExtra,
  };
  const [payment] = await db
    .insert(payments)
    .values({
      id: newPaymentId(),
      tenantName: tenant.name,
      userId,
      purpose: 'SUBSCRIBE',
      provider: 'sandbox',
      status: 'CREATED',
      typeId: type.id,
      amountMinor: toMinor(price.amount),
      currency: price.currency,
      chargeKey: ctx.idempotencyKey ? `subscribe:${userId}:${ctx.idempotencyKey}` : newPaymentId(),
      returnUrl: body.redirect,
      lang: body.lang,
      cardId: card?.id ?? null,
      intent: intent as unknown as Record<string, unknown>,
    })
    .returning();
  if (!payment) throw new Error('payment not stored');
  if (!card)
    return {
      status: 200,
      answer: {
        status: 200,
        purchaseID: payment.id,
        data: { type: 'redirect', url: checkoutUrl(payment.id, body.lang), options },
      },
    };
  return chargeStoredCard(db, ctx, type, payment.id, card, options);
}

async function ownCard(db: Db, ctx: SubscribeContext, cardId: number) {
  const [card] = await db
    .select()
    .from(creditCards)
    .where(
      and(
        eq(creditCards.id, cardId),
        eq(creditCards.userId, ctx.userId),
        eq(creditCards.tenantName, ctx.tenant.name),
      ),
    );
  if (!card)
    throw new ProblemError({ status: 404, code: 'CARD_NOT_FOUND', detail: 'You have no such card.' });
  return card;
}

async function chargeStoredCard(
  db: Db,
  ctx: SubscribeContext,
  type: SubscriptionTypeRow,
  paymentId: string,
  card: { behaviour: string },
  options: SubscribeAnswer['data']['options'],
): Promise<{ status: number; answer: SubscribeAnswer }> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) throw new Error('payment vanished');
  const outcome = await sandboxProvider.charge(card, payment);
  if (outcome.status === 'FAILED')
    throw new ProblemError({
      status: FAILURE_STATUS[outcome.error],
      code: outcome.error,
      detail: `The payment was refused: ${outcome.error}.`,
      data: { error: outcome.error, subTypeId: type.id },
    });
  if (outcome.status === 'CHALLENGE') {
    await startChallenge(db, payment, ctx.email);
    return {
      status: 200,
      answer: {
        status: 200,
        purchaseID: paymentId,
        data: { type: 'redirect', url: checkoutUrl(paymentId, payment.lang), options },
      },
    };
  }
  const settled = await settlePayment(db, paymentId, outcome.status);
  const [row] = settled.payment.subscriptionId
    ? await subscriptionRows(db, { tenantName: ctx.tenant.name, userId: ctx.userId }, [
        settled.payment.subscriptionId,
      ])
    : [];
  const status = outcome.status === 'PENDING' ? 202 : 201;
  return {
    status,
    answer: {
      status,
      purchaseID: paymentId,
      data: { type: 'onclick', options },
      ...(row ? { subscription: presentSubscription(row) } : {}),
    },
  };
}
