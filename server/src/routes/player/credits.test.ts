import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditCards } from '../../db/schema/commerce.ts';
import { userSubscriptions } from '../../db/schema/entitlement.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { runRenewals } from '../commerce/renewals.ts';
import { signedInUser } from '../library/library-testing.ts';
import { childOf, postAs, subscribe } from './player-testing.ts';

const credits = (amount: number) => [{ amount, contentTypes: ['FULL_TRACK_MUSIC' as const] }];

describe.each(databaseTargets())('FULL_TRACK_MUSIC credits on %s', (target) => {
  let t: TestApp;
  let user: { id: string; token: string };
  const tracks: number[] = [];
  beforeAll(async () => {
    t = await startTestApp(target);
    user = await signedInUser(t);
    await subscribe(t, { userId: user.id }, { type: 'music-credits-weekly', contingents: credits(2) });
    for (const n of [1, 2, 3]) tracks.push((await childOf(t, 'demo', 'track', 'golden-hour', n)).id);
  });
  afterAll(() => t.dispose());

  const song = (id: number) => postAs(t, '/song', { id, protocol: 'https' }, { token: user.token });
  const left = async () =>
    (await t.database.db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, user.id)))[0]
      ?.contingents[0]?.amount;

  it('a full play from a credit plan spends one credit, once per article per period', async () => {
    const first = (await (await song(tracks[0] as number)).json()) as { isPreview: boolean };
    expect(first.isPreview).toBe(false);
    expect(await left()).toBe(1);
    expect(((await (await song(tracks[0] as number)).json()) as { isPreview: boolean }).isPreview).toBe(
      false,
    );
    expect(await left()).toBe(1);
  });

  it('a download spends a credit too; with none left a new article is 402 NO_CREDITS_LEFT with the purchase options', async () => {
    const download = await postAs(
      t,
      '/song/download',
      { articleId: tracks[1], distributionChannel: 'WEB', deviceId: 1 },
      { token: user.token },
    );
    expect(download.status).toBe(200);
    expect(await left()).toBe(0);
    const refused = await song(tracks[2] as number);
    expect(refused.status).toBe(402);
    const problem = (await refused.json()) as { code: string; data: { purchase: unknown[] } };
    expect(problem.code).toBe('NO_CREDITS_LEFT');
    expect(problem.data.purchase.length).toBeGreaterThan(0);
    // Articles already paid for this period still play.
    expect((await song(tracks[0] as number)).status).toBe(200);
  });

  it('the next period (renewal) resets the credits and an article costs a credit again', async () => {
    await t.database.db.insert(creditCards).values({
      tenantName: 'demo',
      userId: user.id,
      brand: 'VISA',
      last4: '4242',
      expiryMonth: 12,
      expiryYear: 2040,
      behaviour: 'SUCCESS',
      isDefault: true,
    });
    await t.database.db
      .update(userSubscriptions)
      .set({ nextRenewalDate: sql`commerce_now() - interval '1 second'` })
      .where(eq(userSubscriptions.userId, user.id));
    await runRenewals(t.database.db);
    expect(await left()).toBe(10);
    expect((await song(tracks[0] as number)).status).toBe(200);
    expect(await left()).toBe(9);
  });
});
