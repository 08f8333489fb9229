import { describe, expect, it } from 'vitest';
import { lifetimeMsOf, userIdOf } from './token-claims.ts';

const jwt = (claims: unknown) =>
  `h.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.s`;
const token = (access_token: string) => ({ access_token, refresh_token: 'r', expires: 1 });

describe('user id of a session', () => {
  it('is the access token’s sub claim', () => {
    expect(userIdOf(token(jwt({ sub: '6f1c2a7e-0000-4000-8000-000000000001', ten: 'demo' })))).toBe(
      '6f1c2a7e-0000-4000-8000-000000000001',
    );
  });

  it('is undefined without a session, for a malformed token or without sub', () => {
    expect(userIdOf(undefined)).toBeUndefined();
    expect(userIdOf(token('not-a-jwt'))).toBeUndefined();
    expect(userIdOf(token('a.%%%.c'))).toBeUndefined();
    expect(userIdOf(token(jwt({ ten: 'demo' })))).toBeUndefined();
  });
});

describe('lifetime of an access token', () => {
  it('is exp − iat in milliseconds', () => {
    expect(lifetimeMsOf(token(jwt({ sub: 'u', iat: 1_700_000_000, exp: 1_700_000_900 })))).toBe(900_000);
  });

  it('is undefined without both claims, for a non-positive span or a malformed token', () => {
    expect(lifetimeMsOf(undefined)).toBeUndefined();
    expect(lifetimeMsOf(token(jwt({ exp: 1_700_000_900 })))).toBeUndefined();
    expect(lifetimeMsOf(token(jwt({ iat: 1_700_000_900, exp: 1_700_000_900 })))).toBeUndefined();
    expect(lifetimeMsOf(token(jwt({ iat: '1', exp: '2' })))).toBeUndefined();
    expect(lifetimeMsOf(token('not-a-jwt'))).toBeUndefined();
  });
});
