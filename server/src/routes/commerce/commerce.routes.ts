import { eq } from 'drizzle-orm';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import {
  COMMERCE_TIME_HEADER,
  commerceEndpoints as E,
  PAYMENT_SIGNATURE_HEADER,
} from '../../../../contract/commerce.ts';
import { IDEMPOTENCY_HEADER } from '../../../../contract/player.ts';
import type { AppEnv } from '../../app-env.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { requireUser, signedInUser } from '../../http/auth-middleware.ts';
import { serveEndpoint } from '../../http/contract-route.ts';
import { dbOf, idempotent } from '../../http/idempotency.ts';
import { ProblemError } from '../../http/problem.ts';
import { optionalUser } from '../player/optional-user.ts';
import { cancelSubscription } from './cancel.service.ts';
import { addCardSession, deleteCard, listCards, setDefaultCard } from './cards.service.ts';
import { commerceNow } from './clock.ts';
import { infoServices } from './info-services.service.ts';
import {
  setPartnerMetadata,
  subscribeToFreeTrial,
  trialEligibleTypes,
  validateExternal,
  voucherbookEligible,
} from './lifecycle.service.ts';
import { handleNotification, verifySignature } from './notifications.service.ts';
import { oneTimePaymentOptions } from './one-time-options.ts';
import { continueOperatorFlow, startOperatorFlow } from './operator-flow.service.ts';
import { enabledType, typeOf, typesOnSale } from './plans.service.ts';
import { subscribe } from './subscribe.service.ts';
import { listSubscriptions } from './subscriptions.service.ts';

type Ctx = Context<AppEnv>;

const noStore = (c: Ctx) => c.header('cache-control', 'no-store');
const scopeOf = (c: Ctx) => ({ tenantName: c.get('tenant').name, userId: signedInUser(c) });

const rawBodies = new WeakMap<Context, string>();
/** Keeps the raw body for the signature check (the contract route parses its own copy). */
const keepRawBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  rawBodies.set(c, await c.req.raw.clone().text());
  await next();
};

/** Commerce §7 subscription calls, info-services, stored cards and the provider's notifications. */
export function commerceRoutes(db: Db, settings: { paymentSecret: string }): Hono<AppEnv> {
  const auth = requireUser(db);
  const maybeAuth = optionalUser(db);
  const once = idempotent(db);
  const router = new Hono<AppEnv>();
  const emailOf = async (tx: Db, id: string) =>
    (await tx.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]?.email ?? '';
  const answer = (c: Ctx, result: { status: number; answer: object }) => {
    noStore(c);
    return c.json(result.answer, result.status as 200);
  };

  serveEndpoint(router, E.subscriptionTypes, [maybeAuth], async (c) => {
    noStore(c);
    return typesOnSale(db, c.get('tenant').name, c.get('userId'));
  });
  serveEndpoint(router, E.userSubscriptions, [auth], async (c, { query }) => {
    noStore(c);
    const list = await listSubscriptions(db, scopeOf(c), query);
    c.header(COMMERCE_TIME_HEADER, (await commerceNow(db)).now.toISOString());
    return list;
  });
  serveEndpoint(router, E.voucherbookEligible, [auth], async (c, { query }) => {
    noStore(c);
    if (query.subsTypeId !== undefined) await typeOf(db, c.get('tenant').name, query.subsTypeId, false);
    return { eligible: await voucherbookEligible(db, scopeOf(c), query.subsTypeId) };
  });
  serveEndpoint(router, E.subscribe, [auth, once], async (c, { body }) => {
    const tx = dbOf(c, db);
    const userId = signedInUser(c);
    const ctx = {
      tenant: c.get('tenant'),
      userId,
      email: await emailOf(tx, userId),
      idempotencyKey: c.req.header(IDEMPOTENCY_HEADER)?.trim(),
    };
    return answer(c, await subscribe(tx, ctx, body));
  });
  serveEndpoint(router, E.cancel, [auth, once], async (c, { params, query }) => {
    noStore(c);
    return cancelSubscription(dbOf(c, db), c.get('tenant'), scopeOf(c), params.id, query.redirectionUrl);
  });
  serveEndpoint(router, E.freeTrialEligible, [auth], async (c) => {
    noStore(c);
    const ids = await trialEligibleTypes(db, scopeOf(c));
    return { eligible: ids.length > 0, subscriptionTypeIds: ids };
  });
  serveEndpoint(router, E.subscribeToFreeTrial, [auth, once], async (c, { body }) =>
    answer(c, await subscribeToFreeTrial(dbOf(c, db), c.get('tenant'), scopeOf(c), body)),
  );
  serveEndpoint(router, E.oneTimePaymentOptions, [auth, once], async (c, { body }) => {
    noStore(c);
    return oneTimePaymentOptions(dbOf(c, db), c.get('tenant'), scopeOf(c), body);
  });
  serveEndpoint(router, E.partnerMetadata, [auth, once], async (c, { params, body }) => {
    noStore(c);
    return setPartnerMetadata(dbOf(c, db), scopeOf(c), params.id, body.value);
  });
  serveEndpoint(router, E.validateExternal, [auth], async (c, { body }) => {
    noStore(c);
    return validateExternal(db, scopeOf(c), body.externalProviderCode);
  });
  serveEndpoint(router, E.apiFlowStart, [auth, once], async (c, { params, body }) => {
    noStore(c);
    const tenant = c.get('tenant');
    return startOperatorFlow(
      dbOf(c, db),
      tenant,
      scopeOf(c),
      params.id,
      body,
      body.lang ?? tenant.defaultLocale,
    );
  });
  serveEndpoint(router, E.apiFlow, [auth, once], async (c, { body }) => {
    noStore(c);
    return continueOperatorFlow(dbOf(c, db), scopeOf(c), body);
  });
  serveEndpoint(router, E.enabledType, [maybeAuth], async (c, { params }) => {
    noStore(c);
    return enabledType(db, c.get('tenant').name, params.id, c.get('userId'));
  });
  serveEndpoint(router, E.infoServiceSubscribe, [auth, once], async (c, { body }) => {
    const tx = dbOf(c, db);
    const type = await typeOf(tx, c.get('tenant').name, body.subscriptionTypeId);
    if (type.kind !== 'INFO_SERVICE')
      throw new ProblemError({
        status: 400,
        code: 'NOT_AN_INFO_SERVICE',
        detail: 'This type is not an info-service.',
      });
    const userId = signedInUser(c);
    const ctx = {
      tenant: c.get('tenant'),
      userId,
      email: await emailOf(tx, userId),
      idempotencyKey: c.req.header(IDEMPOTENCY_HEADER)?.trim(),
    };
    return answer(c, await subscribe(tx, ctx, body));
  });
  serveEndpoint(router, E.infoServices, [auth], async (c) => {
    noStore(c);
    return infoServices(db, scopeOf(c), 'all');
  });
  serveEndpoint(router, E.infoServicesDaily, [auth], async (c) => {
    noStore(c);
    return infoServices(db, scopeOf(c), 'daily');
  });
  serveEndpoint(router, E.infoServicesDailyAbo, [auth], async (c) => {
    noStore(c);
    return infoServices(db, scopeOf(c), 'daily-abo');
  });
  serveEndpoint(router, E.cards, [auth], async (c) => {
    noStore(c);
    return listCards(db, scopeOf(c));
  });
  serveEndpoint(router, E.addCardSession, [auth, once], async (c, { body }) => {
    noStore(c);
    return addCardSession(dbOf(c, db), c.get('tenant'), scopeOf(c), body);
  });
  serveEndpoint(router, E.setDefaultCard, [auth, once], async (c, { params }) => {
    noStore(c);
    return setDefaultCard(dbOf(c, db), scopeOf(c), params.id);
  });
  serveEndpoint(router, E.deleteCard, [auth, once], async (c, { params }) => {
    noStore(c);
    return deleteCard(dbOf(c, db), scopeOf(c), params.id);
  });
  serveEndpoint(router, E.providerNotification, [keepRawBody], async (c, { body }) => {
    verifySignature(settings.paymentSecret, rawBodies.get(c) ?? '', c.req.header(PAYMENT_SIGNATURE_HEADER));
    noStore(c);
    return db.transaction((tx) => handleNotification(tx, c.get('tenant').name, body));
  });
  return router;
}
