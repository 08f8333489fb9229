import { and, eq, inArray, sql } from 'drizzle-orm';
import type { UserInformation } from '../../contract/session.ts';
import { hashPassword } from '../src/auth/password.ts';
import type { Db } from '../src/db/client.ts';
import { users } from '../src/db/schema/auth.ts';
import { type SeedEntitlements, seedEntitlements } from './entitlements.ts';

export interface SeedUser {
  email: string;
  /** Public demo password (README); stored only as an argon2id hash. */
  password: string;
  name: string;
  lastName: string;
  msisdn?: string;
  userInformation?: UserInformation;
  /** Subscriptions and wallet (server/seed/entitlements.ts); part of the seed digest through this list. */
  entitlements?: SeedEntitlements;
}

/**
 * Demo accounts per tenant, documented in the README (section "Playback and entitlement"): a subscriber
 * (full music and audiobooks), an owner of a few albums and an audiobook, a free account (previews), and a
 * subscriber on the music group's entry level (music only: audiobooks offer the upgrade).
 * The acme one also signs in via partner login.
 */
export const SEED_USERS: Record<string, SeedUser[]> = {
  demo: [
    {
      email: 'listener@demo.example',
      password: 'listen-demo-1',
      name: 'Demo',
      lastName: 'Listener',
      entitlements: { subscriptions: ['all-access'] },
    },
    {
      email: 'owner@demo.example',
      password: 'own-demo-1',
      name: 'Demo',
      lastName: 'Owner',
      entitlements: {
        wallet: [
          { kind: 'album', slug: 'midnight-signals' },
          { kind: 'album', slug: 'oud-and-echo' },
          { kind: 'album', slug: 'golden-hour' },
          { kind: 'audiobook', slug: 'the-little-lighthouse' },
        ],
      },
    },
    { email: 'free@demo.example', password: 'free-demo-1', name: 'Demo', lastName: 'Free' },
    // Captain of a tournament team (server/seed/demo-teams.ts): the other side of the team journeys.
    { email: 'player@demo.example', password: 'play-demo-1', name: 'Demo', lastName: 'Player' },
    // Owns the listed partner apps' developer apps (server/seed/demo-developer-apps.ts).
    { email: 'developer@demo.example', password: 'dev-demo-1', name: 'Demo', lastName: 'Developer' },
    {
      // The entry level of the music group: audiobooks offer the upgrade to All Access (commerce §4).
      email: 'basic@demo.example',
      password: 'basic-demo-1',
      name: 'Demo',
      lastName: 'Basic',
      entitlements: { subscriptions: ['music-monthly'] },
    },
  ],
  acme: [
    {
      email: 'client@acme.example',
      password: 'acme-demo-1',
      name: 'Acme',
      lastName: 'Client',
      msisdn: '+40700000001',
      entitlements: { subscriptions: ['acme-music'] },
    },
  ],
};

/**
 * Inserts the demo accounts a tenant lacks (by e-mail, case-insensitively), then the tenant's subscription
 * types and the accounts' missing entitlements. Existing accounts are never touched, so a password or
 * profile the user changed survives every later seed.
 */
export async function seedUsers(db: Db, tenantName: string, accounts: SeedUser[]): Promise<void> {
  await insertMissing(db, tenantName, accounts);
  await seedEntitlements(db, tenantName, accounts);
}

async function insertMissing(db: Db, tenantName: string, accounts: SeedUser[]): Promise<void> {
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
    const { password, userInformation, msisdn, entitlements: _, ...profile } = account;
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
