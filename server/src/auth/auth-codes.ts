import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authCodes } from '../db/schema/auth.ts';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token.ts';

/** A login code lives just long enough for the browser to come back and exchange it. */
export const AUTH_CODE_TTL_SECONDS = 120;

export async function issueAuthCode(db: Db, tenantName: string, userId: string): Promise<string> {
  const code = newOpaqueToken();
  await db.insert(authCodes).values({
    codeHash: hashOpaqueToken(code),
    tenantName,
    userId,
    expiresAt: sql`now() + make_interval(secs => ${AUTH_CODE_TTL_SECONDS})`,
  });
  return code;
}

/** Marks the code used and returns its user, or undefined when unknown, used, expired or of another tenant. */
export async function consumeAuthCode(db: Db, tenantName: string, code: string): Promise<string | undefined> {
  const rows = await db
    .update(authCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(authCodes.codeHash, hashOpaqueToken(code)),
        eq(authCodes.tenantName, tenantName),
        isNull(authCodes.usedAt),
        gt(authCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: authCodes.userId });
  return rows[0]?.userId;
}
