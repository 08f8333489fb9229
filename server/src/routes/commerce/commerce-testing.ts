import type { SubscriptionType } from '../../../../contract/commerce-types.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { tokenOf } from '../player/player-testing.ts';

export const RETURN = 'http://localhost/subscription';

/** The demo tenant's plans by English name. */
export async function planIds(t: TestApp, tenant = 'demo'): Promise<(name: string) => number> {
  const types = (await (await t.api('/subscription/type', { tenant })).json()) as SubscriptionType[];
  return (name) => {
    const id = types.find((type) => type.name === name)?.id;
    if (id === undefined) throw new Error(`no plan ${name}`);
    return id;
  };
}

/** A signed-in backend call as the portal makes it (POST unless told). */
export async function callAs(
  t: TestApp,
  email: string,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string>; tenant?: string } = {},
): Promise<Response> {
  const { token } = await tokenOf(t, email, init.tenant ?? 'demo');
  return t.api(path, {
    method: init.method ?? 'POST',
    token,
    ...(init.tenant ? { tenant: init.tenant } : {}),
    ...(init.body !== undefined ? { body: init.body } : {}),
    ...(init.headers ? { headers: init.headers } : {}),
  });
}

/** POST /subscription without a card: the checkout page's path. */
export async function openCheckout(
  t: TestApp,
  email: string,
  subscriptionTypeId: number,
  lang = 'en',
): Promise<string> {
  const res = await callAs(t, email, '/subscription', {
    body: { subscriptionTypeId, lang, redirect: RETURN },
  });
  if (res.status !== 200) throw new Error(`subscribe answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: { url: string } }).data.url;
}

/** Moves the demo clock (and runs the renewal job once). */
export async function advanceClock(t: TestApp, advance: string) {
  const res = await t.get('/hosted/demo-clock', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advance }),
  });
  if (res.status !== 200) throw new Error(`demo clock answered ${res.status}`);
  return (await res.json()) as {
    renewals: { renewed: number; expired: number; retried: number; settled: number };
  };
}

export const returnParams = (res: Response): Record<string, string> =>
  Object.fromEntries(new URL(res.headers.get('location') ?? 'http://x/').searchParams);
