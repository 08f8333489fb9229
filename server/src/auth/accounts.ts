import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  authCodes,
  passwordResets,
  refreshTokens,
  ssoSessions,
  type UserRow,
  users,
} from '../db/schema/auth.ts';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token.ts';
import { consumePartnerToken } from './partner-tokens.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.ts';

/** A reset link works for an hour (and once). */
export const RESET_TTL_SECONDS = 3600;

export interface NewAccount {
  name: string;
  lastName: string;
  email: string;
  password: string;
}

/** How an e-mail enters: trimmed, and in Unicode NFC so composed and decomposed spellings are one account. */
export const normalizeEmail = (email: string): string => email.trim().normalize('NFC');

const byEmail = (tenantName: string, email: string) =>
  and(eq(users.tenantName, tenantName), sql`lower(${users.email}) = ${normalizeEmail(email).toLowerCase()}`);

export async function findAccountByEmail(
  db: Db,
  tenantName: string,
  email: string,
): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(byEmail(tenantName, email)).limit(1);
  return rows[0];
}

export async function findAccount(db: Db, tenantName: string, userId: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantName, tenantName), eq(users.id, userId)))
    .limit(1);
  return rows[0];
}

/** Creates the account (argon2id hash); undefined when the e-mail is already taken in this tenant. */
export async function createAccount(
  db: Db,
  tenantName: string,
  input: NewAccount,
): Promise<UserRow | undefined> {
  const passwordHash = await hashPassword(input.password);
  // The unique index on (tenant, lower(email)) decides, so two simultaneous sign-ups cannot both win.
  const rows = await db
    .insert(users)
    .values({
      tenantName,
      email: normalizeEmail(input.email),
      name: input.name,
      lastName: input.lastName,
      passwordHash,
    })
    .onConflictDoNothing()
    .returning();
  return rows[0];
}

/**
 * The account when e-mail and password match. An unknown e-mail still costs one argon2id verification,
 * so the answer time does not tell which e-mails have accounts.
 */
export async function authenticate(
  db: Db,
  tenantName: string,
  email: string,
  password: string,
): Promise<UserRow | undefined> {
  const user = await findAccountByEmail(db, tenantName, email);
  const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
  return user && ok ? user : undefined;
}

/** A fresh reset session (stored hashed) for an existing account; undefined when there is none. */
export async function requestPasswordReset(
  db: Db,
  tenantName: string,
  email: string,
): Promise<{ user: UserRow; token: string } | undefined> {
  const user = await findAccountByEmail(db, tenantName, email);
  if (!user) return undefined;
  const token = newOpaqueToken();
  await db.insert(passwordResets).values({
    tokenHash: hashOpaqueToken(token),
    tenantName,
    userId: user.id,
    expiresAt: sql`now() + make_interval(secs => ${RESET_TTL_SECONDS})`,
  });
  return { user, token };
}

const liveReset = (tenantName: string, token: string) =>
  and(
    eq(passwordResets.tokenHash, hashOpaqueToken(token)),
    eq(passwordResets.tenantName, tenantName),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, sql`now()`),
  );

export async function isLiveResetToken(db: Db, tenantName: string, token: string): Promise<boolean> {
  const rows = await db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(liveReset(tenantName, token));
  return rows.length > 0;
}

/**
 * Sets the new password when the token is live, and ends everything the old password opened:
 * refresh-token families, hosted sign-on sessions, unused login codes and other reset links.
 */
export async function completePasswordReset(
  db: Db,
  tenantName: string,
  token: string,
  newPassword: string,
): Promise<UserRow | undefined> {
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    // The conditional update is the one-use guarantee: a concurrent second use finds used_at set.
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(liveReset(tenantName, token))
      .returning({ userId: passwordResets.userId });
    if (!reset) return undefined;
    const { userId } = reset;
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(and(eq(users.id, userId), eq(users.tenantName, tenantName)))
      .returning();
    const now = sql`now()`;
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    await tx
      .update(ssoSessions)
      .set({ revokedAt: now })
      .where(and(eq(ssoSessions.userId, userId), isNull(ssoSessions.revokedAt)));
    await tx
      .update(authCodes)
      .set({ usedAt: now })
      .where(and(eq(authCodes.userId, userId), isNull(authCodes.usedAt)));
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    return user;
  });
}

/**
 * Links a partner-confirmed mobile number (one-time partner token) to a new account, so the partner
 * login finds it next time. A number another account already holds stays with that account.
 */
export async function linkPartnerNumber(
  db: Db,
  tenantName: string,
  userId: string,
  token: string,
): Promise<boolean> {
  const msisdn = await consumePartnerToken(db, tenantName, token);
  if (!msisdn) return false;
  const rows = await db
    .update(users)
    .set({ msisdn: msisdn.replace(/\s+/g, '') })
    .where(
      and(
        eq(users.id, userId),
        eq(users.tenantName, tenantName),
        sql`not exists (select 1 from ${users} u where u.tenant_name = ${tenantName} and u.msisdn = ${msisdn.replace(/\s+/g, '')})`,
      ),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}
