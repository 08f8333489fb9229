import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PurchaseOption } from '../../../../contract/player.ts';
import type { PurchaseOptionsAnswer } from '../../../../contract/purchase.ts';
import { catalogueItems } from '../../db/schema/catalogue.ts';
import { subscriptionGroups, subscriptionTypes, userSubscriptions } from '../../db/schema/entitlement.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { callAs, RETURN } from '../commerce/commerce-testing.ts';
import { ACME_CLIENT, childOf, play, subscribe, tokenOf, typeId } from '../player/player-testing.ts';
import { createUser, signIn } from '../session/session-testing.ts';

/** Seeded on level 0 of the demo music group (Music Unlimited: music only). */
const BASIC = 'basic@demo.example';

const ids = (options: PurchaseOption[]) => options.map((o) => Number(o.purchaseIdentifier));
const en = (text: string) => ({ en: text });

describe.each(databaseTargets())('upgradeTo / downgradeTo of the purchase options on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.dispose());

  const optionsOf = async (token: string, articleId: number, tenant = 'demo') => {
    const res = await t.api(`/purchase/ArticlePurchaseOptions/${articleId}?lang=en`, { token, tenant });
    expect(res.status).toBe(200);
    return (await res.json()) as PurchaseOptionsAnswer;
  };
  const chapter = () => childOf(t, 'demo', 'chapter', 'the-silent-forest', 1);

  it('a level-0 music plan: an audiobook chapter offers the covering level-1 plans as upgradeTo (ment_sort order), not as purchase; /song answers the same', async () => {
    const { token } = await tokenOf(t, BASIC);
    const item = await chapter();
    const answer = await optionsOf(token, item.id);
    const allAccessYear = await typeId(t, 'demo', 'all-access-yearly');
    const allAccess = await typeId(t, 'demo', 'all-access');
    expect(answer).toMatchObject({ consume: false, unavailable: false, downgradeTo: [] });
    expect(ids(answer.upgradeTo)).toEqual([allAccessYear, allAccess]);
    expect(answer.upgradeTo[0]).toMatchObject({
      type: 'SUBSCRIPTION',
      title: 'All Access Year',
      toSubscriptionType: allAccessYear,
    });
    // Audiobooks Unlimited is in no group: a new subscription next to the held plan.
    const purchase = ids(answer.purchase.filter((o) => o.type === 'SUBSCRIPTION'));
    expect(purchase).toEqual([await typeId(t, 'demo', 'audiobooks-monthly')]);
    const { answer: song } = await play(t, item.id, { token, query: '?lang=en' });
    expect(song).toMatchObject({ isPreview: true });
    expect(song.purchase).toEqual(answer.purchase);
    expect(song.upgradeTo).toEqual(answer.upgradeTo);
    expect(song.downgradeTo).toEqual([]);
    const user = await t.api(`/purchase/user/purchaseOptions?articleId=${item.id}&lang=en`, { token });
    expect(await user.json()).toEqual(answer);
  });

  it('a plan the user holds covering the item: nothing to move to (consume)', async () => {
    const { token } = await tokenOf(t, BASIC);
    const track = await childOf(t, 'demo', 'track', 'northern-lights-live', 1);
    expect(await optionsOf(token, track.id)).toMatchObject({
      consume: true,
      purchase: [],
      upgradeTo: [],
      downgradeTo: [],
    });
  });

  it.each([
    [
      'canceled, its period still running',
      { state: 'CANCELED' as const, endDate: new Date(Date.now() + 86_400_000) },
    ],
    ['requested (payment pending)', { state: 'REQUESTED' as const }],
    ['active but pending', { state: 'ACTIVE' as const, subState: 'PENDING' as const }],
    ['active past its end date', { state: 'ACTIVE' as const, endDate: new Date(Date.now() - 86_400_000) }],
    ['inactive', { state: 'INACTIVE' as const }],
  ])(
    'a level-0 plan %s is no base for an upgrade: the level-1 plans are new subscriptions',
    async (_, fields) => {
      const user = await createUser(t, 'demo');
      await subscribe(t, { userId: user.id }, { type: 'music-monthly', ...fields });
      const { access_token } = await signIn(t, 'demo', user.id);
      const answer = await optionsOf(access_token, (await chapter()).id);
      expect(answer.upgradeTo).toEqual([]);
      expect(ids(answer.purchase)).toEqual(
        expect.arrayContaining([
          await typeId(t, 'demo', 'all-access'),
          await typeId(t, 'demo', 'all-access-yearly'),
        ]),
      );
    },
  );

  it('a visitor and a user without plans get no moves', async () => {
    const item = await chapter();
    const visitor = await t.api(`/purchase/ArticlePurchaseOptions/${item.id}`);
    expect(await visitor.json()).toMatchObject({ upgradeTo: [], downgradeTo: [] });
    const user = await createUser(t, 'demo');
    const { access_token } = await signIn(t, 'demo', user.id);
    expect(await optionsOf(access_token, item.id)).toMatchObject({ upgradeTo: [], downgradeTo: [] });
  });

  it("another tenant's plans never appear: on an acme audiobook, acme's level-0 client is offered no demo plan", async () => {
    const { token } = await tokenOf(t, ACME_CLIENT, 'acme');
    const [item] = await t.database.db
      .select({ id: catalogueItems.id })
      .from(catalogueItems)
      .where(and(eq(catalogueItems.tenantName, 'acme'), eq(catalogueItems.kind, 'audiobook')))
      .limit(1);
    const answer = await optionsOf(token, item?.id ?? 0, 'acme');
    const demo = await t.database.db
      .select({ id: subscriptionTypes.id })
      .from(subscriptionTypes)
      .where(eq(subscriptionTypes.tenantName, 'demo'));
    const offered = ids(
      [...answer.purchase, ...answer.upgradeTo, ...answer.downgradeTo].filter(
        (o) => o.type === 'SUBSCRIPTION',
      ),
    );
    // The demo tenant sells All Access for audiobooks; acme sells no audiobook plan.
    expect(offered).toEqual([]);
    expect(demo.length).toBeGreaterThan(0);
  });

  it('a higher level that does not cover the item: the lower levels of the group that do are downgradeTo', async () => {
    const [group] = await t.database.db
      .insert(subscriptionGroups)
      .values({ tenantName: 'demo', slug: 'test-stories', name: 'Stories' })
      .returning();
    const plan = (slug: string, level: number, contentType: 'AUDIO_BOOK' | 'FULL_TRACK_MUSIC') => ({
      tenantName: 'demo',
      slug,
      name: slug,
      titles: en(slug),
      billingCycle: 'P1M',
      price: { amount: 3, currency: 'EUR' },
      contingents: [{ amount: -1, contentTypes: [contentType] }],
      groupId: group?.id ?? null,
      levelOrder: level,
    });
    const rows = await t.database.db
      .insert(subscriptionTypes)
      .values([
        plan('test-stories-kids', 0, 'AUDIO_BOOK'),
        plan('test-stories-concerts', 1, 'FULL_TRACK_MUSIC'),
      ])
      .returning({ id: subscriptionTypes.id });
    try {
      const user = await createUser(t, 'demo');
      await subscribe(t, { userId: user.id }, { type: 'test-stories-concerts' });
      const { access_token } = await signIn(t, 'demo', user.id);
      const answer = await optionsOf(access_token, (await chapter()).id);
      expect(ids(answer.downgradeTo)).toEqual([rows[0]?.id]);
      expect(answer.upgradeTo).toEqual([]);
      expect(ids(answer.purchase)).not.toContain(rows[0]?.id);
      expect(ids(answer.purchase)).toContain(await typeId(t, 'demo', 'all-access'));
    } finally {
      const typeIds = rows.map((r) => r.id);
      await t.database.db.delete(userSubscriptions).where(inArray(userSubscriptions.typeId, typeIds));
      await t.database.db.delete(subscriptionTypes).where(inArray(subscriptionTypes.id, typeIds));
    }
  });

  it('taking the upgrade (POST /subscription with the stored card) migrates the level-0 plan; the chapter then plays in full', async () => {
    const item = await chapter();
    const { token } = await tokenOf(t, BASIC);
    const musicMonthly = await typeId(t, 'demo', 'music-monthly');
    const option = (await optionsOf(token, item.id)).upgradeTo.find((o) => o.title === 'All Access');
    const cards = (await (
      await callAs(t, BASIC, '/creditCard/creditCardInfo', { method: 'GET' })
    ).json()) as {
      id: number;
    }[];
    const subs = (await (await callAs(t, BASIC, '/subscription', { method: 'GET' })).json()) as {
      id: number;
      typeId: number;
    }[];
    const held = subs.find((s) => s.typeId === musicMonthly);
    const res = await callAs(t, BASIC, '/subscription', {
      body: {
        subscriptionTypeId: option?.toSubscriptionType,
        upgradeTo: option?.toSubscriptionType,
        migrateSubId: held?.id,
        cardId: cards[0]?.id,
        lang: 'en',
        redirect: RETURN,
      },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(await optionsOf(token, item.id)).toMatchObject({ consume: true, upgradeTo: [], downgradeTo: [] });
    expect((await play(t, item.id, { token })).answer.isPreview).toBe(false);
    const after = (await (
      await callAs(t, BASIC, '/subscription?inclCancelled=true', { method: 'GET' })
    ).json()) as {
      id: number;
      state: string;
    }[];
    expect(after.find((s) => s.id === held?.id)?.state).toBe('CANCELED');
  });
});
