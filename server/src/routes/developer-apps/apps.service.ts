import { randomBytes } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import {
  APP_ERRORS,
  APPS_PER_DEVELOPER,
  type AppInput,
  type DeveloperApp,
} from '../../../../contract/developer-apps.ts';
import { hashPassword } from '../../auth/password.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { appConsents, type DeveloperAppRow, developerApps } from '../../db/schema/developer-apps.ts';
import { ProblemError } from '../../http/problem.ts';

export interface DeveloperScope {
  tenantName: string;
  userId: string;
}

/** A public client id: "app" and 128 random bits in hex. */
export const newClientId = (): string => `app${randomBytes(16).toString('hex')}`;
/** A client secret: 256 random bits, base64url, with a prefix that makes a leaked one recognisable. */
export const newClientSecret = (): string => `mps_${randomBytes(32).toString('base64url')}`;

const notFound = (id: number) =>
  new ProblemError({ status: 404, code: 'NOT_FOUND', detail: `There is no app ${id} of yours.` });

async function consentCount(db: Db, tenantName: string, appId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(appConsents)
    .where(
      and(
        eq(appConsents.tenantName, tenantName),
        eq(appConsents.appId, appId),
        isNull(appConsents.revokedAt),
      ),
    );
  return row?.n ?? 0;
}

export const appAnswer = (row: DeveloperAppRow, consents: number): DeveloperApp => ({
  id: row.id,
  clientId: row.clientId,
  name: row.name,
  description: row.description,
  redirectUris: row.redirectUris,
  scopes: row.scopes,
  status: row.status,
  consentCount: consents,
  createdAt: row.createdAt.toISOString(),
  secretRotatedAt: row.secretRotatedAt.toISOString(),
});

/** The caller's own app (404 for anyone else's, in any tenant). */
async function ownApp(db: Db, s: DeveloperScope, id: number, lock = false): Promise<DeveloperAppRow> {
  const query = db
    .select()
    .from(developerApps)
    .where(
      and(
        eq(developerApps.tenantName, s.tenantName),
        eq(developerApps.ownerId, s.userId),
        eq(developerApps.id, id),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(id);
  return row;
}

export async function createApp(db: Db, s: DeveloperScope, input: AppInput) {
  // The owner's row locked: two creations at once cannot both pass the limit.
  await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantName, s.tenantName), eq(users.id, s.userId)))
    .for('update');
  const [mine] = await db
    .select({ n: count() })
    .from(developerApps)
    .where(
      and(
        eq(developerApps.tenantName, s.tenantName),
        eq(developerApps.ownerId, s.userId),
        eq(developerApps.status, 'active'),
      ),
    );
  if ((mine?.n ?? 0) >= APPS_PER_DEVELOPER)
    throw new ProblemError({
      status: 409,
      code: APP_ERRORS.tooMany,
      detail: `A developer may have at most ${APPS_PER_DEVELOPER} active apps; revoke one first.`,
    });
  const clientSecret = newClientSecret();
  const [row] = await db
    .insert(developerApps)
    .values({
      tenantName: s.tenantName,
      ownerId: s.userId,
      clientId: newClientId(),
      secretHash: await hashPassword(clientSecret),
      ...input,
    })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return { app: appAnswer(row, 0), clientSecret };
}

export async function listApps(db: Db, s: DeveloperScope) {
  const rows = await db
    .select()
    .from(developerApps)
    .where(and(eq(developerApps.tenantName, s.tenantName), eq(developerApps.ownerId, s.userId)))
    .orderBy(developerApps.id);
  const apps = await Promise.all(
    rows.map(async (row) => appAnswer(row, await consentCount(db, s.tenantName, row.id))),
  );
  return { apps };
}

export async function getApp(db: Db, s: DeveloperScope, id: number) {
  const row = await ownApp(db, s, id);
  return appAnswer(row, await consentCount(db, s.tenantName, id));
}

const refuseRevoked = (row: DeveloperAppRow) => {
  if (row.status === 'revoked')
    throw new ProblemError({
      status: 409,
      code: APP_ERRORS.revoked,
      detail: `App ${row.id} has been revoked.`,
    });
};

export async function updateApp(db: Db, s: DeveloperScope, id: number, input: AppInput) {
  refuseRevoked(await ownApp(db, s, id, true));
  const [row] = await db.update(developerApps).set(input).where(eq(developerApps.id, id)).returning();
  if (!row) throw notFound(id);
  return appAnswer(row, await consentCount(db, s.tenantName, id));
}

export async function rotateSecret(db: Db, s: DeveloperScope, id: number) {
  refuseRevoked(await ownApp(db, s, id, true));
  const clientSecret = newClientSecret();
  const [row] = await db
    .update(developerApps)
    .set({ secretHash: await hashPassword(clientSecret), secretRotatedAt: new Date() })
    .where(eq(developerApps.id, id))
    .returning();
  if (!row) throw notFound(id);
  return { app: appAnswer(row, await consentCount(db, s.tenantName, id)), clientSecret };
}

/** Revokes the app and every consent to it (its tokens stop working with them). */
export async function revokeApp(db: Db, s: DeveloperScope, id: number) {
  const current = await ownApp(db, s, id, true);
  if (current.status === 'revoked') return appAnswer(current, 0);
  const now = new Date();
  const [row] = await db
    .update(developerApps)
    .set({ status: 'revoked', revokedAt: now })
    .where(eq(developerApps.id, id))
    .returning();
  await db
    .update(appConsents)
    .set({ revokedAt: now })
    .where(
      and(eq(appConsents.tenantName, s.tenantName), eq(appConsents.appId, id), isNull(appConsents.revokedAt)),
    );
  if (!row) throw notFound(id);
  return appAnswer(row, 0);
}
