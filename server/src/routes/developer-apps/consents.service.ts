import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AppConsent } from '../../../../contract/developer-apps.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { appConsents, developerApps } from '../../db/schema/developer-apps.ts';
import { ProblemError } from '../../http/problem.ts';
import type { DeveloperScope } from './apps.service.ts';

/** The apps the user granted access to, newest first (consents in force only). */
export async function listConsents(db: Db, s: DeveloperScope): Promise<{ consents: AppConsent[] }> {
  const rows = await db
    .select({ consent: appConsents, app: developerApps, developer: users.name })
    .from(appConsents)
    .innerJoin(developerApps, eq(developerApps.id, appConsents.appId))
    .innerJoin(users, eq(users.id, developerApps.ownerId))
    .where(
      and(
        eq(appConsents.tenantName, s.tenantName),
        eq(appConsents.userId, s.userId),
        isNull(appConsents.revokedAt),
      ),
    )
    .orderBy(desc(appConsents.grantedAt), desc(appConsents.id));
  return {
    consents: rows.map(({ consent, app, developer }) => ({
      id: consent.id,
      app: { clientId: app.clientId, name: app.name, developer },
      scopes: consent.scopes,
      grantedAt: consent.grantedAt.toISOString(),
    })),
  };
}

/** Revokes one of the user's consents: its codes and tokens stop working at once. */
export async function revokeConsent(db: Db, s: DeveloperScope, id: number) {
  const [row] = await db
    .update(appConsents)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(appConsents.tenantName, s.tenantName),
        eq(appConsents.userId, s.userId),
        eq(appConsents.id, id),
        isNull(appConsents.revokedAt),
      ),
    )
    .returning({ id: appConsents.id });
  if (!row)
    throw new ProblemError({
      status: 404,
      code: 'NOT_FOUND',
      detail: `There is no consent ${id} of yours in force.`,
    });
  return { revoked: true as const };
}

/** profile:read: what an app may know of the user. */
export async function profileOf(db: Db, tenantName: string, userId: string) {
  const [user] = await db
    .select({ name: users.name, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.tenantName, tenantName), eq(users.id, userId)));
  if (!user)
    throw new ProblemError({ status: 404, code: 'NOT_FOUND', detail: 'The account no longer exists.' });
  return { sub: userId, name: [user.name, user.lastName].filter(Boolean).join(' '), email: user.email };
}
