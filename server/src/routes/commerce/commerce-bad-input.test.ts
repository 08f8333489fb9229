import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_SIGNATURE_HEADER } from '../../../../contract/commerce.ts';
import { creditCards, payments } from '../../db/schema/commerce.ts';
import { userSubscriptions } from '../../db/schema/entitlement.ts';
import { tableFingerprint } from '../../testing/table-fingerprint.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { ACME_CLIENT, FREE, LISTENER, tokenOf } from '../player/player-testing.ts';
import { expectProblem } from '../session/session-testing.ts';
import {
  COMMERCE_BAD_INPUT_CASES,
  type CommerceBadInputCase,
  type CommerceFixtures,
} from './commerce-bad-input-cases.ts';
import { openCheckout, planIds, RETURN } from './commerce-testing.ts';
import { DEV_PAYMENT_SECRET, signNotification } from './notifications.service.ts';

/** Every table a commerce call could write, one fingerprint each. */
const TABLES = [
  'payments',
  'ledger_entries',
  'user_subscriptions',
  'credit_cards',
  'payment_notifications',
  'credit_spends',
  'commerce_clock',
  'mail_outbox',
];

const fingerprint = (t: TestApp) => tableFingerprint(t, TABLES);

describe.each(databaseTargets())('bad input to the commerce calls on %s', (target) => {
  let t: TestApp;
  const f = {} as CommerceFixtures;
  const notify = (body: string, signature?: string) =>
    t.api('/payment/notification', {
      method: 'POST',
      body,
      headers: signature === undefined ? {} : { [PAYMENT_SIGNATURE_HEADER]: signature },
    });
  beforeAll(async () => {
    t = await startTestApp(target);
    const db = t.database.db;
    const plan = await planIds(t);
    const acme = await planIds(t, 'acme');
    const listener = await tokenOf(t, LISTENER);
    const [sub] = await db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, listener.id));
    const [card] = await db.select().from(creditCards).where(eq(creditCards.userId, listener.id));
    const paid = (await openCheckout(t, FREE, plan('Music Day Pass'))).split('/').pop()?.split('?')[0] ?? '';
    const open = (await openCheckout(t, FREE, plan('Music Week Pass'))).split('/').pop()?.split('?')[0] ?? '';
    const acmeCheckout = await t.api('/subscription', {
      method: 'POST',
      tenant: 'acme',
      host: 'acme.localhost',
      token: (await tokenOf(t, ACME_CLIENT, 'acme')).token,
      body: {
        subscriptionTypeId: acme('Acme Day Pass'),
        lang: 'fr',
        redirect: 'http://acme.localhost/subscription',
      },
    });
    const [payment] = await db.select().from(payments).where(eq(payments.id, paid));
    Object.assign(f, {
      listener: listener.token,
      free: (await tokenOf(t, FREE)).token,
      musicMonthly: plan('Music Unlimited'),
      allAccess: plan('All Access'),
      audiobooks: plan('Audiobooks Unlimited'),
      premiumAddon: plan('Studio Sound'),
      acmeType: acme('Acme Music'),
      alerts: plan('Music News Alerts'),
      partner: plan('StreamBox TV'),
      listenerSubscription: sub?.id as number,
      listenerCard: card?.id as number,
      freePayment: paid,
      freePaymentMinor: payment?.amountMinor as number,
      freeOpen: open,
      acmePayment: ((await acmeCheckout.json()) as { purchaseID: string }).purchaseID,
      sign: (body: string) => signNotification(DEV_PAYMENT_SECRET, body),
    } satisfies CommerceFixtures);
    // An event already handled: its replay must change nothing.
    const settled = JSON.stringify({
      eventId: 'evt-settled',
      paymentId: paid,
      outcome: 'SUCCEEDED',
      amountMinor: f.freePaymentMinor,
      currency: 'EUR',
    });
    expect((await notify(settled, f.sign(settled))).status).toBe(200);
    expect(RETURN).toMatch(/^http/);
  });
  afterAll(() => t.dispose());

  const send = (c: CommerceBadInputCase): Promise<Response> => {
    const raw = typeof c.body === 'function' ? (c.body as (x: CommerceFixtures) => unknown)(f) : c.body;
    const body = raw === undefined ? undefined : typeof raw === 'string' ? raw : JSON.stringify(raw);
    const path = typeof c.path === 'function' ? c.path(f) : c.path;
    const headers: Record<string, string> = {
      'content-type': typeof raw === 'string' ? 'text/plain' : 'application/json',
    };
    if (c.signature === 'valid') headers[PAYMENT_SIGNATURE_HEADER] = f.sign(body ?? '');
    else if (c.signature === 'other-body') headers[PAYMENT_SIGNATURE_HEADER] = f.sign('{}');
    else if (c.signature !== undefined) headers[PAYMENT_SIGNATURE_HEADER] = c.signature;
    const as = c.as ?? 'free';
    return t.api(path, {
      method: c.method,
      headers,
      ...(as === 'nobody' ? {} : { token: f[as] }),
      ...(body !== undefined ? { body } : {}),
    });
  };

  it('the table has at least 50 cases, each named once', () => {
    expect(COMMERCE_BAD_INPUT_CASES.length).toBeGreaterThanOrEqual(50);
    expect(new Set(COMMERCE_BAD_INPUT_CASES.map((c) => c.name)).size).toBe(COMMERCE_BAD_INPUT_CASES.length);
  });

  it.each(COMMERCE_BAD_INPUT_CASES.map((c) => [c.name, c] as const))(
    '%s → refused, nothing written',
    async (_, c) => {
      const before = await fingerprint(t);
      const res = await send(c);
      if (c.status === 200) {
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({ accepted: true, duplicate: true });
      } else await expectProblem(res, c.status, c.code);
      expect(await fingerprint(t)).toEqual(before);
    },
  );
});
