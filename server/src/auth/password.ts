import * as crypto from 'node:crypto';
import { randomBytes, timingSafeEqual } from 'node:crypto';

interface Argon2Options {
  message: string;
  nonce: Buffer;
  memory: number;
  passes: number;
  parallelism: number;
  tagLength: number;
}
type Argon2 = (
  algorithm: 'argon2id',
  options: Argon2Options,
  callback: (error: Error | null, key: Buffer) => void,
) => void;

// Node ≥ 24.7 has argon2 built in; @types/node 22 (which vitest needs) does not declare it yet.
const nodeArgon2 = (crypto as unknown as { argon2?: Argon2 }).argon2;
if (!nodeArgon2) throw new Error('This server needs Node 24.7 or newer (crypto.argon2).');
const argon2 = nodeArgon2;

const argon2Async = (options: Argon2Options): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    argon2('argon2id', options, (error, key) => (error ? reject(error) : resolve(key))),
  );

/** OWASP Password Storage Cheat Sheet minimum for argon2id: m=19 MiB, t=2, p=1. */
const PARAMS = { memory: 19456, passes: 2, parallelism: 1, tagLength: 32 } as const;

const b64 = (buf: Buffer) => buf.toString('base64').replace(/=+$/, '');

/** argon2id PHC string: $argon2id$v=19$m=…,t=…,p=…$salt$hash (Node's built-in crypto.argon2). */
export async function hashPassword(password: string): Promise<string> {
  const nonce = randomBytes(16);
  const hash = await argon2Async({ message: password, nonce, ...PARAMS });
  return `$argon2id$v=19$m=${PARAMS.memory},t=${PARAMS.passes},p=${PARAMS.parallelism}$${b64(nonce)}$${b64(hash)}`;
}

const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/** Constant-time check against a stored PHC string; malformed strings never verify. */
export async function verifyPassword(password: string, phc: string): Promise<boolean> {
  const match = PHC.exec(phc);
  if (!match) return false;
  const [, m, t, p, salt, expectedB64] = match as unknown as [string, string, string, string, string, string];
  const expected = Buffer.from(expectedB64, 'base64');
  const actual = await argon2Async({
    message: password,
    nonce: Buffer.from(salt, 'base64'),
    memory: Number(m),
    passes: Number(t),
    parallelism: Number(p),
    tagLength: expected.length,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash to verify against when the account does not exist, so timing does not reveal which e-mails exist. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = (): Promise<string> => {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
};
