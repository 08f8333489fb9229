import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { serverKey } from '../../auth/server-secret.ts';
import type { Db } from '../../db/client.ts';
import { videoKeys } from '../../db/schema/video.ts';

const SECRET_NAME = 'video-keys';

/** A title's ClearKey content key: key id and key, 16 bytes each, as lowercase hex. */
export interface TitleKey {
  kid: string;
  key: string;
}

async function sealingKey(db: Db): Promise<Buffer> {
  const secret = await serverKey(db, SECRET_NAME);
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'video-key-aes-256-gcm', 32));
}

const aad = (tenantName: string, itemId: number, kid: string) =>
  Buffer.from(`${tenantName}:${itemId}:${kid}`);

async function sealKey(db: Db, tenantName: string, itemId: number, kid: string, key: Buffer) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await sealingKey(db), iv);
  cipher.setAAD(aad(tenantName, itemId, kid));
  const sealed = Buffer.concat([cipher.update(key), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

async function openKey(db: Db, tenantName: string, itemId: number, kid: string, sealed: string) {
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', await sealingKey(db), bytes.subarray(0, 12));
  decipher.setAAD(aad(tenantName, itemId, kid));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
}

/** The title's key when it has one (it is made on the title's first protected play). */
export async function findTitleKey(
  db: Db,
  tenantName: string,
  itemId: number,
): Promise<TitleKey | undefined> {
  const [row] = await db
    .select()
    .from(videoKeys)
    .where(and(eq(videoKeys.tenantName, tenantName), eq(videoKeys.itemId, itemId)));
  if (!row) return undefined;
  const key = await openKey(db, tenantName, itemId, row.kid, row.keySealed);
  return { kid: row.kid, key: key.toString('hex') };
}

/**
 * The title's key, made on first use: random key id and key; when two instances race, the first insert
 * wins and both answer the stored one.
 */
export async function titleKey(db: Db, tenantName: string, itemId: number): Promise<TitleKey> {
  const existing = await findTitleKey(db, tenantName, itemId);
  if (existing) return existing;
  const kid = randomBytes(16).toString('hex');
  const key = randomBytes(16);
  await db
    .insert(videoKeys)
    .values({ tenantName, itemId, kid, keySealed: await sealKey(db, tenantName, itemId, kid, key) })
    .onConflictDoNothing();
  const stored = await findTitleKey(db, tenantName, itemId);
  if (!stored) throw new Error(`The key of video ${itemId} could not be stored.`);
  return stored;
}

/** W3C ClearKey writes key ids and keys as base64url without padding. */
export const hexToB64Url = (hex: string): string => Buffer.from(hex, 'hex').toString('base64url');
export const b64UrlToHex = (b64: string): string => Buffer.from(b64, 'base64url').toString('hex');
