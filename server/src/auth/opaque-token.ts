import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url (43 characters): login codes, refresh tokens, reset sessions, cookies. */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps of an opaque token: its SHA-256, so a database leak yields no usable token. */
export const hashOpaqueToken = (token: string): string =>
  createHash('sha256').update(token).digest('base64url');
