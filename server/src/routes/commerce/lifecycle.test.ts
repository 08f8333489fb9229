import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionType, UserSubscription } from '../../../../contract/commerce-types.ts';
import { subscriptionTypes, userSubscriptions } from '../../db/schema/entitlement.ts';
import { tenants } from '../../db/schema/tenant.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { LISTENER, OWNER } from '../player/player-testing.ts';
import { callAs, planIds, RETURN } from './commerce-testing.ts';

describe.each(databaseTargets())('moves within a group, info-services and partner calls on %s', (target) => {
  let t: TestApp;
  let plan: (name: string) => number;
  beforeAll(async () => {
    t = await startTestApp(target);
    plan = await planIds(t);
  });
  afterAll(() => t.dispose());

  const cardOf = async (email: string) =>
    (
      (await (await callAs(t, email, '/creditCard/creditCardInfo', { method: 'GET' })).json()) as {
        id: number;
      }[]
    )[0]?.id;
  const subscribe = async (email: string, name: string, extra: Record<string, unknown> = {}) =>
    callAs(t, email, '/subscription', {
      body: { subscriptionTypeId: plan(name), lang: 'en', redirect: RETURN, ...extra },
    });
  const mine = async (email: string) =>
    (await (await callAs(t, email, '/subscription', { method: 'GET' })).json()) as UserSubscription[];
  const setFlags = (flags: Record<string, boolean>) =>
    t.database.db
      .update(tenants)
      .set({ features: sql`${tenants.features} || ${JSON.stringify(flags)}::jsonb` })
      .where(eq(tenants.name, 'demo'));

  it('a tenant that requires it answers 409 NEED_CANCEL_SUBSCRIPTION_BEFORE_DOWNGRADE / _UPGRADE with the subscription to end', async () => {
    const [held] = await mine(LISTENER);
    await setFlags({ cancelBeforeDowngrade: true, cancelBeforeUpgrade: true });
    const res = await subscribe(LISTENER, 'Music Week Pass', { cardId: await cardOf(LISTENER) });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      code: 'NEED_CANCEL_SUBSCRIPTION_BEFORE_DOWNGRADE',
      data: { subscriptionId: held?.id },
    });
    await setFlags({ cancelBeforeDowngrade: false, cancelBeforeUpgrade: false });
  });

  it('the levels mark where the user is; an upgrade from level 0 (tenant flag off) opens a checkout migrating the lower plan', async () => {
    await setFlags({ cancelBeforeUpgrade: true });
    await callAs(t, OWNER, '/subscription/subscribeToFreeTrial', {
      body: { redirect: RETURN, lang: 'en', subscriptionTypeId: plan('Music Unlimited') },
    });
    const types = (await (
      await callAs(t, OWNER, '/subscription/type', { method: 'GET' })
    ).json()) as SubscriptionType[];
    const levels = types.find((type) => type.id === plan('Music Unlimited'))?.subscriptionTypeGroupList[0]
      ?.levels;
    expect(levels?.map((l) => l.currentSubscriptionExist)).toEqual([true, false]);
    const blocked = await subscribe(OWNER, 'All Access Year');
    expect(((await blocked.json()) as { code: string }).code).toBe('NEED_CANCEL_SUBSCRIPTION_BEFORE_UPGRADE');
    await setFlags({ cancelBeforeUpgrade: false });
    const upgrade = await subscribe(OWNER, 'All Access Year', { migrateSubId: (await mine(OWNER))[0]?.id });
    expect(upgrade.status).toBe(200);
    expect(((await upgrade.json()) as { data: { type: string } }).data.type).toBe('redirect');
  });

  it('info-services: daily offers, subscribe, then the user’s lists', async () => {
    const daily = (await (
      await callAs(t, LISTENER, '/info-service/subscriptions/daily', { method: 'GET' })
    ).json()) as { subscriptionTypeId: number; subscribed: boolean }[];
    expect(daily).toEqual([
      expect.objectContaining({ subscriptionTypeId: plan('Daily quote'), subscribed: false }),
    ]);
    const res = await callAs(t, LISTENER, '/info-service/subscribe', {
      body: { subscriptionTypeId: plan('Daily quote'), lang: 'en', redirect: RETURN },
    });
    expect(res.status).toBe(200);
    const notInfo = await callAs(t, LISTENER, '/info-service/subscribe', {
      body: { subscriptionTypeId: plan('Music Credits'), lang: 'en', redirect: RETURN },
    });
    expect(((await notInfo.json()) as { code: string }).code).toBe('NOT_AN_INFO_SERVICE');
    expect(
      await (await callAs(t, LISTENER, '/info-service/subscriptions/daily-abo', { method: 'GET' })).json(),
    ).toEqual([]);
  });

  it('voucher-book eligibility, external validation, partner metadata and enabled/{id}', async () => {
    const [held] = await mine(LISTENER);
    const eligible = await (
      await callAs(t, LISTENER, `/subscription/isVoucherbookEligible?subsTypeId=${held?.typeId}`, {
        method: 'GET',
      })
    ).json();
    expect(eligible).toEqual({ eligible: true });
    expect(
      await (
        await callAs(t, OWNER, `/subscription/isVoucherbookEligible?subsTypeId=${held?.typeId}`, {
          method: 'GET',
        })
      ).json(),
    ).toEqual({ eligible: false });
    expect(
      await (
        await callAs(t, LISTENER, '/subscription/validate/external', {
          body: { externalProviderCode: 'NORDIC-MOBILE' },
        })
      ).json(),
    ).toEqual({ valid: false, subscriptionTypeIds: [] });
    const meta = await callAs(t, LISTENER, `/subscription/${held?.id}/partnerMetadata/attributes`, {
      method: 'PUT',
      body: { value: { partnerRef: 'NM-42' } },
    });
    expect(await meta.json()).toMatchObject({ id: held?.id, partnerMetadata: { partnerRef: 'NM-42' } });
    const enabled = (await (
      await t.api(`/subscription/enabled/${plan('All Access Year')}`)
    ).json()) as SubscriptionType;
    expect(enabled).toMatchObject({ id: plan('All Access Year'), billingCycle: 'P1Y' });
  });

  it('the free-trial call (it carries no consents) refuses a plan with required consents, even one with a trial', async () => {
    const id = plan('Music News Alerts');
    await t.database.db
      .update(subscriptionTypes)
      .set({ maxTrialDuration: 'P7D' })
      .where(eq(subscriptionTypes.id, id));
    try {
      const before = await t.database.db.select().from(userSubscriptions);
      // The listener has never held this plan, so only the consents stand in the way.
      const res = await callAs(t, LISTENER, '/subscription/subscribeToFreeTrial', {
        body: { redirect: RETURN, lang: 'en', subscriptionTypeId: id },
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe('CONSENT_REQUIRED');
      expect(await t.database.db.select().from(userSubscriptions)).toEqual(before);
    } finally {
      await t.database.db
        .update(subscriptionTypes)
        .set({ maxTrialDuration: null })
        .where(eq(subscriptionTypes.id, id));
    }
  });
});
