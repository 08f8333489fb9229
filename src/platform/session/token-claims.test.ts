import { describe, expect, it } from 'vitest';
import { userIdOf } from './token-claims.ts';

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
