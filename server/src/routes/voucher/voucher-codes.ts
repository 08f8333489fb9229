import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { serverKey } from '../../auth/server-secret.ts';
import type { Db } from '../../db/client.ts';

/** Crockford base32: no I, L, O or U, so a code read aloud or typed from paper is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 16 characters × 5 bits = 80 random bits: not guessable within any rate limit. */
export const CODE_LENGTH = 16;
const SECRET_NAME = 'voucher-codes';

/** A new code from 10 random bytes, 16 Crockford characters (unformatted). */
export function newVoucherCode(): string {
  const bytes = randomBytes(10);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let i = CODE_LENGTH - 1; i >= 0; i--) code += ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)];
  return code;
}

/** XXXX-XXXX-XXXX-XXXX, as mails show it. */
export const formatVoucherCode = (code: string): string => code.replace(/(.{4})(?=.)/g, '$1-');

/**
 * What the user typed, as stored: upper case, spaces and dashes dropped, Crockford's look-alikes read as
 * digits (O → 0, I and L → 1). Undefined when it cannot be a code (wrong length or letters).
 */
export function normalizeVoucherCode(input: string): string | undefined {
  const code = input
    .toUpperCase()
    .replace(/[\s\-\u2010-\u2015]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (code.length !== CODE_LENGTH) return undefined;
  for (const char of code) if (!ALPHABET.includes(char)) return undefined;
  return code;
}

/** The lookup key: a tenant's code never matches in another tenant. */
export const voucherCodeHash = (tenantName: string, code: string): string =>
  createHash('sha256').update(`${tenantName}:${code}`).digest('hex');

export const voucherCodeHint = (code: string): string => code.slice(-4);

async function sealingKey(db: Db): Promise<Buffer> {
  const secret = await serverKey(db, SECRET_NAME);
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'voucher-code-aes-256-gcm', 32));
}

/** AES-256-GCM under a key derived from the server secret; the code hash binds the ciphertext to its row. */
export async function sealVoucherCode(db: Db, code: string, codeHash: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await sealingKey(db), iv);
  cipher.setAAD(Buffer.from(codeHash));
  const sealed = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

export async function openVoucherCode(db: Db, sealed: string, codeHash: string): Promise<string> {
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', await sealingKey(db), bytes.subarray(0, 12));
  decipher.setAAD(Buffer.from(codeHash));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}
