import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AppInputSchema } from './developer-apps.ts';
import { type RedirectUriProblem, redirectUriProblem } from './redirect-uri.ts';

const CASES: [string, RedirectUriProblem | undefined][] = [
  ['https://client.example/callback', undefined],
  ['https://client.example:8443/cb?x=1', undefined],
  ['http://localhost:3000/cb', undefined],
  ['http://127.0.0.1/cb', undefined],
  ['http://client.example/cb', 'https'],
  ['http://localhost.evil.example/cb', 'https'],
  ['ftp://client.example/cb', 'https'],
  ['myapp://callback', 'https'],
  ['javascript:alert(1)', 'absolute'],
  ['/callback', 'absolute'],
  ['client.example/cb', 'absolute'],
  ['https://client.example/cb#done', 'fragment'],
  ['https://client.example/cb#', 'fragment'],
  ['https://*.client.example/cb', 'wildcard'],
  ['https://client.example/*', 'wildcard'],
  ['https://user:pw@client.example/cb', 'userinfo'],
  ['https://user@client.example/cb', 'userinfo'],
  ['https://@client.example/cb', 'userinfo'],
  ['', 'length'],
  [`https://client.example/${'p'.repeat(2030)}`, 'length'],
];

describe('redirect URI rules (shell §2), shared by the server and the portal form', () => {
  it.each(CASES)('%s → %s', (uri, problem) => {
    expect(redirectUriProblem(uri)).toBe(problem);
  });

  it('the app schema refuses each bad URI and accepts the good ones', () => {
    for (const [uri, problem] of CASES) {
      const input = { name: 'Test app', redirectUris: [uri], scopes: ['profile:read'] };
      expect(v.safeParse(AppInputSchema, input).success, uri).toBe(problem === undefined);
    }
  });
});
