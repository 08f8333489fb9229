import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { PARENTAL_ERRORS, PARENTAL_UNLOCK_HEADER } from '../../../../contract/parental.ts';
import type { AppEnv } from '../../app-env.ts';
import { verifyAccessToken } from '../../auth/access-token.ts';
import type { Db } from '../../db/client.ts';
import { catalogueItems } from '../../db/schema/catalogue.ts';
import { parentalControls } from '../../db/schema/parental.ts';
import { bearerToken } from '../../http/auth-middleware.ts';
import { ProblemError } from '../../http/problem.ts';
import { isUnlocked } from './parental-unlock.ts';

/** The active parental config's row of one user, if parental control is on. */
export async function activeParental(db: Db, tenantName: string, userId: string) {
  const [row] = await db
    .select({ maxAgeGroup: parentalControls.maxAgeGroup, updatedAt: parentalControls.updatedAt })
    .from(parentalControls)
    .where(
      and(
        eq(parentalControls.tenantName, tenantName),
        eq(parentalControls.userId, userId),
        eq(parentalControls.isActive, true),
      ),
    );
  return row;
}

/**
 * The highest age rating this caller may see (commerce §5): the active parental config's max age
 * group of the signed-in user, unless the request carries a valid unlock (a verified passcode);
 * undefined when nothing restricts. A missing or bad token restricts nothing: a visitor who is not
 * signed in sees what any visitor sees.
 */
export async function parentalLimit(db: Db, c: Context<AppEnv>): Promise<number | undefined> {
  const tenantName = c.get('tenant').name;
  let userId = c.get('userId');
  if (!userId) {
    const token = bearerToken(c);
    if (!token) return undefined;
    const verified = await verifyAccessToken(db, token);
    if (!verified.ok || verified.expired || verified.claims.ten !== tenantName) return undefined;
    userId = verified.claims.sub;
  }
  const row = await activeParental(db, tenantName, userId);
  if (!row) return undefined;
  const subject = { tenantName, userId, configVersion: row.updatedAt.getTime() };
  if (await isUnlocked(db, c.req.header(PARENTAL_UNLOCK_HEADER), subject)) return undefined;
  return row.maxAgeGroup;
}

export const parentalLocked = (detail: string) =>
  new ProblemError({ status: 403, code: PARENTAL_ERRORS.locked, detail });

/** 403 PARENTAL_LOCKED when the item is rated above the caller's limit (/song, /video/streaming). */
export async function requireAllowedItem(db: Db, c: Context<AppEnv>, itemId: number): Promise<void> {
  const limit = await parentalLimit(db, c);
  if (limit === undefined) return;
  const [item] = await db
    .select({ ageRating: catalogueItems.ageRating })
    .from(catalogueItems)
    .where(and(eq(catalogueItems.tenantName, c.get('tenant').name), eq(catalogueItems.id, itemId)));
  if (item && item.ageRating > limit)
    throw parentalLocked(`Item ${itemId} is rated above this account's parental control age group.`);
}
