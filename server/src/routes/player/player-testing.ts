import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { expect } from 'vitest';
import { type SongAnswer, SongAnswerSchema } from '../../../../contract/player.ts';
import { type CatalogueItemRow, type CatalogueKind, catalogueItems } from '../../db/schema/catalogue.ts';
import {
  type Contingent,
  subscriptionTypes,
  userSubscriptions,
  walletItems,
} from '../../db/schema/entitlement.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { signIn, userIdOf } from '../session/session-testing.ts';

/** Seeded demo accounts (server/seed/users.ts) and what they hold. */
export const LISTENER = 'listener@demo.example';
export const OWNER = 'owner@demo.example';
export const FREE = 'free@demo.example';
export const ACME_CLIENT = 'client@acme.example';

/** A seeded account's id and a fresh access token. */
export async function tokenOf(
  t: TestApp,
  email: string,
  tenant = 'demo',
): Promise<{ id: string; token: string }> {
  const id = await userIdOf(t, tenant, email);
  return { id, token: (await signIn(t, tenant, id)).access_token };
}

export async function itemBySlug(
  t: TestApp,
  tenant: string,
  kind: CatalogueKind,
  slug: string,
): Promise<CatalogueItemRow> {
  const [row] = await t.database.db
    .select()
    .from(catalogueItems)
    .where(
      and(
        eq(catalogueItems.tenantName, tenant),
        eq(catalogueItems.kind, kind),
        eq(catalogueItems.slug, slug),
      ),
    );
  if (!row) throw new Error(`no ${kind} ${slug} in ${tenant}`);
  return row;
}

/** The n-th (1-based) track, episode or chapter of a seeded collection (children are slugged parent-n). */
export const childOf = (t: TestApp, tenant: string, kind: CatalogueKind, parent: string, n = 1) =>
  itemBySlug(t, tenant, kind, `${parent}-${n}`);

export interface CallAs {
  token?: string;
  tenant?: string;
  host?: string;
  query?: string;
  headers?: Record<string, string>;
}

export const postAs = (t: TestApp, path: string, body: unknown, as: CallAs = {}) =>
  t.api(`${path}${as.query ?? ''}`, {
    method: 'POST',
    body,
    ...(as.token ? { token: as.token } : {}),
    ...(as.tenant ? { tenant: as.tenant } : {}),
    ...(as.host ? { host: as.host } : {}),
    ...(as.headers ? { headers: as.headers } : {}),
  });

/** POST /song answered 200, parsed with the contract. */
export async function play(
  t: TestApp,
  id: number,
  as: CallAs = {},
): Promise<{ res: Response; answer: SongAnswer }> {
  const res = await postAs(t, '/song', { id, protocol: 'https' }, as);
  expect(res.status, await res.clone().text()).toBe(200);
  return { res, answer: v.parse(SongAnswerSchema, await res.json()) };
}

/** The media cookie a response sets, as a Cookie header value ("__Host-media=…"). */
export function mediaCookie(res: Response): string | undefined {
  const line = res.headers.getSetCookie().find((c) => /^(__Host-)?media=/.test(c));
  return line?.split(';')[0];
}

/** Path of an absolute media URL (t.get adds the host). */
export const pathOf = (url: string | null): string => new URL(url ?? 'http://x/none').pathname;

export async function typeId(t: TestApp, tenant: string, slug: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: subscriptionTypes.id })
    .from(subscriptionTypes)
    .where(and(eq(subscriptionTypes.tenantName, tenant), eq(subscriptionTypes.slug, slug)));
  if (!row) throw new Error(`no subscription type ${slug}`);
  return row.id;
}

/** A subscription row as the commerce flow would leave it. */
export async function subscribe(
  t: TestApp,
  user: { tenant?: string; userId: string },
  fields: {
    type?: string;
    state?: 'ACTIVE' | 'INACTIVE' | 'REQUESTED' | 'CANCELED';
    subState?: 'PENDING' | null;
    endDate?: Date | null;
    contingents?: Contingent[];
  } = {},
): Promise<void> {
  const tenantName = user.tenant ?? 'demo';
  await t.database.db.insert(userSubscriptions).values({
    tenantName,
    userId: user.userId,
    typeId: await typeId(t, tenantName, fields.type ?? 'music-monthly'),
    state: fields.state ?? 'ACTIVE',
    subState: fields.subState ?? null,
    endDate: fields.endDate ?? null,
    contingents: fields.contingents ?? [{ amount: -1, contentTypes: ['FULL_TRACK_MUSIC'] }],
  });
}

export async function own(t: TestApp, userId: string, itemId: number, tenantName = 'demo'): Promise<void> {
  await t.database.db.insert(walletItems).values({ tenantName, userId, itemId, source: 'DTO' });
}
