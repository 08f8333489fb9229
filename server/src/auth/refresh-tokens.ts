import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { refreshTokens } from '../db/schema/auth.ts';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token.ts';

/** A refresh token handed out, with the family (session) it belongs to. */
export interface IssuedRefreshToken {
  refreshToken: string;
  userId: string;
  familyId: string;
}

export type RotationResult =
  | ({ ok: true; replay: boolean } & IssuedRefreshToken)
  | { ok: false; reason: 'invalid' | 'expired' | 'reused' | 'revoked' };

type Writer = Pick<Db, 'insert'>;

async function insertToken(
  db: Writer,
  row: { tenantName: string; userId: string; familyId: string; parentId: string | null; ttlSeconds: number },
): Promise<string> {
  const refreshToken = newOpaqueToken();
  await db.insert(refreshTokens).values({
    tenantName: row.tenantName,
    userId: row.userId,
    familyId: row.familyId,
    parentId: row.parentId,
    tokenHash: hashOpaqueToken(refreshToken),
    expiresAt: sql`now() + make_interval(secs => ${row.ttlSeconds})`,
  });
  return refreshToken;
}

/** A new sign-in: a new family whose first token has no parent. */
export async function startRefreshFamily(
  db: Db,
  input: { tenantName: string; userId: string; ttlSeconds: number },
): Promise<IssuedRefreshToken> {
  const familyId = randomUUID();
  const refreshToken = await insertToken(db, { ...input, familyId, parentId: null });
  return { refreshToken, userId: input.userId, familyId };
}

/**
 * RFC 9700 §4.14.2 rotation with reuse detection. The presented token's row is locked (FOR UPDATE), so
 * concurrent refreshes of one token run one after another: the first rotates it, the rest find it used.
 * A used token presented again within `graceSeconds` of its first use gets another child, so a response
 * lost on a flaky link does not log the user out; later than that it is treated as stolen and the whole
 * family is revoked. A family has one live chain: every rotation revokes the family's other unused
 * tokens, and presenting a revoked token of a live family revokes it all, so a thief who replays within
 * the grace window is caught as soon as the rightful holder (or the thief) uses the superseded token.
 */
export async function rotateRefreshToken(
  db: Db,
  input: { tenantName: string; token: string; ttlSeconds: number; graceSeconds: number },
): Promise<RotationResult> {
  return db.transaction(async (tx): Promise<RotationResult> => {
    const [row] = await tx
      .select({
        id: refreshTokens.id,
        tenantName: refreshTokens.tenantName,
        userId: refreshTokens.userId,
        familyId: refreshTokens.familyId,
        revoked: sql<boolean>`${refreshTokens.revokedAt} is not null`,
        expired: sql<boolean>`${refreshTokens.expiresAt} <= now()`,
        used: sql<boolean>`${refreshTokens.usedAt} is not null`,
        // clock_timestamp, not now(): a transaction that queued for the lock must see the real time since use.
        inGrace: sql<boolean>`coalesce(${refreshTokens.usedAt} > clock_timestamp() - make_interval(secs => ${input.graceSeconds}), false)`,
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashOpaqueToken(input.token)))
      .for('update');
    if (!row || row.tenantName !== input.tenantName) return { ok: false, reason: 'invalid' };
    if (row.revoked || (row.used && !row.inGrace)) {
      // Committed with the answer: a thief's replay must end the session even though the request fails.
      const revoked = await revokeFamily(tx, input.tenantName, row.familyId);
      // Nothing left to revoke: the session had already been ended (a logout, a revocation, a detected reuse).
      return { ok: false, reason: revoked > 0 ? 'reused' : 'revoked' };
    }
    if (row.expired) return { ok: false, reason: 'expired' };
    if (!row.used) {
      await tx.update(refreshTokens).set({ usedAt: sql`now()` }).where(eq(refreshTokens.id, row.id));
    }
    // The chain that holds this token is the family's only live one from now on.
    await tx
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(refreshTokens.familyId, row.familyId),
          eq(refreshTokens.tenantName, input.tenantName),
          isNull(refreshTokens.usedAt),
          isNull(refreshTokens.revokedAt),
          ne(refreshTokens.id, row.id),
        ),
      );
    const refreshToken = await insertToken(tx, {
      tenantName: input.tenantName,
      userId: row.userId,
      familyId: row.familyId,
      parentId: row.id,
      ttlSeconds: input.ttlSeconds,
    });
    return { ok: true, replay: row.used, refreshToken, userId: row.userId, familyId: row.familyId };
  });
}

/** Ends a session: every token of the family stops working (logout, reuse detection); answers how many were live. */
export async function revokeFamily(
  db: Pick<Db, 'update'>,
  tenantName: string,
  familyId: string,
): Promise<number> {
  const revoked = await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        eq(refreshTokens.tenantName, tenantName),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ id: refreshTokens.id });
  return revoked.length;
}

/** Whether the session still stands: at least one unrevoked token in the family of this user and tenant. */
export async function isFamilyLive(
  db: Db,
  input: { tenantName: string; userId: string; familyId: string },
): Promise<boolean> {
  const rows = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, input.familyId),
        eq(refreshTokens.tenantName, input.tenantName),
        eq(refreshTokens.userId, input.userId),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
