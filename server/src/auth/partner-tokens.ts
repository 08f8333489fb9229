import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { partnerTokens } from '../db/schema/auth.ts';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token.ts';

export const PARTNER_TOKEN_TTL_SECONDS = 300;

/** Issued by the hosted partner page once the partner has confirmed the mobile number. */
export async function issuePartnerToken(db: Db, tenantName: string, msisdn: string): Promise<string> {
  const token = newOpaqueToken();
  await db.insert(partnerTokens).values({
    tokenHash: hashOpaqueToken(token),
    tenantName,
    msisdn,
    expiresAt: sql`now() + make_interval(secs => ${PARTNER_TOKEN_TTL_SECONDS})`,
  });
  return token;
}

/** One use; returns the confirmed number, or undefined when unknown, used, expired or of another tenant. */
export async function consumePartnerToken(
  db: Db,
  tenantName: string,
  token: string,
): Promise<string | undefined> {
  const rows = await db
    .update(partnerTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(partnerTokens.tokenHash, hashOpaqueToken(token)),
        eq(partnerTokens.tenantName, tenantName),
        isNull(partnerTokens.usedAt),
        gt(partnerTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ msisdn: partnerTokens.msisdn });
  return rows[0]?.msisdn;
}

/** The confirmed number of a live token, without using it (the register page shows it). */
export async function peekPartnerToken(
  db: Db,
  tenantName: string,
  token: string,
): Promise<string | undefined> {
  const rows = await db
    .select({ msisdn: partnerTokens.msisdn })
    .from(partnerTokens)
    .where(
      and(
        eq(partnerTokens.tokenHash, hashOpaqueToken(token)),
        eq(partnerTokens.tenantName, tenantName),
        isNull(partnerTokens.usedAt),
        gt(partnerTokens.expiresAt, sql`now()`),
      ),
    );
  return rows[0]?.msisdn;
}
