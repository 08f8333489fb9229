import { and, eq, inArray, sql } from 'drizzle-orm';
import type { UserInformation } from '../../contract/session.ts';
import { hashPassword } from '../src/auth/password.ts';
import type { Db } from '../src/db/client.ts';
import { users } from '../src/db/schema/auth.ts';

export interface SeedUser {
  email: string;
  /** Public demo password (README); stored only as an argon2id hash. */
  password: string;
  name: string;
  lastName: string;
  msisdn?: string;
  userInformation?: UserInformation;
}

/** Demo accounts per tenant, documented in the README. The acme one also signs in via partner login. */
export const SEED_USERS: Record<string, SeedUser[]> = {
  demo: [{ email: 'listener@demo.example', password: 'listen-demo-1', name: 'Demo', lastName: 'Listener' }],
  acme: [
    {
      email: 'client@acme.example',
      password: 'acme-demo-1',
      name: 'Acme',
      lastName: 'Client',
      msisdn: '+40700000001',
    },
  ],
};

/**
 * Inserts the demo accounts a tenant lacks (by e-mail, case-insensitively). Existing accounts are never
 * touched, so a password or profile the user changed survives every later seed.
 */
export async function seedUsers(db: Db, tenantName: string, accounts: SeedUser[]): Promise<void> {
  if (accounts.length === 0) return;
  const existing = await db
    .select({ email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(
      and(
        eq(users.tenantName, tenantName),
        inArray(
          sql`lower(${users.email})`,
          accounts.map((a) => a.email.toLowerCase()),
        ),
      ),
    );
  const present = new Set(existing.map((row) => row.email));
  for (const account of accounts) {
    if (present.has(account.email.toLowerCase())) continue;
    const { password, userInformation, msisdn, ...profile } = account;
    await db
      .insert(users)
      .values({
        ...profile,
        tenantName,
        passwordHash: await hashPassword(password),
        userInformation: userInformation ?? {},
        msisdn: msisdn ?? null,
      })
      // A real account that already holds the demo number keeps it; the demo account is then skipped.
      .onConflictDoNothing();
  }
}
