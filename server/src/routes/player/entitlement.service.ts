import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ContentType } from '../../../../contract/history.ts';
import type { Db } from '../../db/client.ts';
import { userSubscriptions, walletItems } from '../../db/schema/entitlement.ts';
import { type CreditGrant, creditGrant } from './credits.service.ts';
import type { Playable } from './playable.ts';
import { grantsAccess } from './subscription-access.ts';

const DAY_MS = 86_400_000;
/** A subscriber's download plays offline this long (or to the subscription's end, if sooner) between checks. */
export const SUBSCRIPTION_OFFLINE_DAYS = 7;
/** An owned (wallet) or free item's download plays offline this long between checks. */
export const OWNED_OFFLINE_DAYS = 30;

/** Content types everyone signed in plays in full (commerce §3: podcasts are free to listen to). */
export const FREE_FOR_USERS: readonly ContentType[] = ['PODCAST'];

export type Entitlement =
  | { full: false; creditsExhausted?: boolean }
  | { full: true; via: 'free' | 'wallet' | 'subscription'; validUntil: Date }
  | { full: true; via: 'credit'; validUntil: Date; grant: Extract<CreditGrant, { kind: 'credit' }> };

/**
 * Access now (active, or canceled with its paid period still running: subscription-access.ts), with an
 * unlimited (amount -1) contingent for the content type. Credit contingents (amount ≥ 0) are
 * credits.service.ts: one credit per article and billing period.
 */
export const activeCovering = (contentType: ContentType) =>
  and(
    grantsAccess(),
    sql`${userSubscriptions.contingents} @> ${JSON.stringify([{ amount: -1, contentTypes: [contentType] }])}::jsonb`,
  );

/** The latest end among the user's active subscriptions covering the type (null: open-ended), or undefined: none. */
async function subscriptionEnd(
  db: Db,
  scope: { tenantName: string; userId: string },
  contentType: ContentType,
): Promise<Date | null | undefined> {
  const rows = await db
    .select({ endDate: userSubscriptions.endDate })
    .from(userSubscriptions)
    .where(
      and(
        eq(userSubscriptions.tenantName, scope.tenantName),
        eq(userSubscriptions.userId, scope.userId),
        activeCovering(contentType),
      ),
    );
  if (rows.length === 0) return undefined;
  if (rows.some((row) => row.endDate === null)) return null;
  return new Date(Math.max(...rows.map((row) => row.endDate?.getTime() ?? 0)));
}

async function owns(db: Db, scope: { tenantName: string; userId: string }, playable: Playable) {
  const ids = [playable.item.id, ...(playable.collection ? [playable.collection.id] : [])];
  const rows = await db
    .select({ id: walletItems.id })
    .from(walletItems)
    .where(
      and(
        eq(walletItems.tenantName, scope.tenantName),
        eq(walletItems.userId, scope.userId),
        inArray(walletItems.itemId, ids),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Whether the user plays the item in full (commerce §3/§6): a visitor never does; a signed-in user does
 * for podcast episodes, for an item whose own id or collection (album, audiobook) is in the wallet, and
 * with an active subscription covering the content type. validUntil is how long a download of it may play
 * offline before the portal checks again: the most generous of the grounds that apply.
 */
export async function entitlementOf(
  db: Db,
  scope: { tenantName: string; userId: string | undefined },
  playable: Playable,
): Promise<Entitlement> {
  const { userId } = scope;
  if (!userId) return { full: false };
  const user = { tenantName: scope.tenantName, userId };
  const now = Date.now();
  const owned = new Date(now + OWNED_OFFLINE_DAYS * DAY_MS);
  if (FREE_FOR_USERS.includes(playable.contentType)) return { full: true, via: 'free', validUntil: owned };
  if (await owns(db, user, playable)) return { full: true, via: 'wallet', validUntil: owned };
  const end = await subscriptionEnd(db, user, playable.contentType);
  if (end === undefined) {
    // A credit plan: the article costs one credit per period (spent by the caller when it delivers).
    const grant = await creditGrant(db, user, playable.item.id, playable.contentType);
    if (grant.kind === 'empty') return { full: false, creditsExhausted: true };
    if (grant.kind === 'none') return { full: false };
    const week = now + SUBSCRIPTION_OFFLINE_DAYS * DAY_MS;
    const until = grant.validUntil ? Math.min(grant.validUntil.getTime(), week) : week;
    return { full: true, via: 'credit', validUntil: new Date(until), grant };
  }
  const week = now + SUBSCRIPTION_OFFLINE_DAYS * DAY_MS;
  return {
    full: true,
    via: 'subscription',
    validUntil: new Date(end ? Math.min(end.getTime(), week) : week),
  };
}
