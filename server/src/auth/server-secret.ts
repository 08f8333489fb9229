import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { serverSecrets } from '../db/schema/auth.ts';

// Cached per database: every server instance on the same database signs and verifies alike.
const secrets = new WeakMap<Db, Map<string, Promise<string>>>();

/**
 * The server-wide secret called `name` (32 random bytes, base64url), generated once into
 * server_secrets: the first instance to insert wins and every other one reads the same value. A
 * failed read is not cached, so the next call tries again.
 */
export function serverSecret(db: Db, name: string): Promise<string> {
  let byName = secrets.get(db);
  if (!byName) {
    byName = new Map();
    secrets.set(db, byName);
  }
  let secret = byName.get(name);
  if (!secret) {
    secret = loadSecret(db, name);
    byName.set(name, secret);
    const cache = byName;
    secret.catch(() => cache.delete(name));
  }
  return secret;
}

async function loadSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  if (!row?.value) throw new Error(`The server secret "${name}" could not be stored.`);
  return row.value;
}

/** The same secret as key bytes, for HMACs. */
export const serverKey = async (db: Db, name: string): Promise<Buffer> =>
  Buffer.from(await serverSecret(db, name), 'base64url');
