import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableFingerprint } from '../../testing/table-fingerprint.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { LISTENER, OWNER, tokenOf } from '../player/player-testing.ts';
import { expectProblem } from '../session/session-testing.ts';
import { appInput, authorizeBody, createApp, REDIRECT } from './developer-apps-testing.ts';

/** Every table a developer-app call could write (the rate-limit counters aside). */
const TABLES = ['developer_apps', 'app_consents', 'app_auth_codes', 'app_access_tokens'];

interface BadInput {
  name: string;
  method: 'POST' | 'PUT' | 'GET' | 'DELETE';
  /** `:id` is the test app's id, `:client` its client id. */
  path: string;
  body?: unknown;
  status?: number;
  code?: string;
}

const app = (overrides: Record<string, unknown>) => ({ ...appInput(), ...overrides });
const uris = (...redirectUris: string[]) => app({ redirectUris });
const create = (name: string, body: unknown, code?: string): BadInput => ({
  name,
  method: 'POST',
  path: '/developer-apps',
  body,
  ...(code ? { code } : {}),
});

const CASES: BadInput[] = [
  create('no body', '', 'MALFORMED_JSON'),
  create('not json', '{name', 'MALFORMED_JSON'),
  create('name too short', app({ name: 'ab' })),
  create('name of spaces only', app({ name: '     ' })),
  create('name too long', app({ name: 'x'.repeat(61) })),
  create('name with a control character', app({ name: 'Bad\u0007app' })),
  create('description too long', app({ description: 'd'.repeat(501) })),
  create('no redirect URI', uris()),
  create('six redirect URIs', uris(...[1, 2, 3, 4, 5, 6].map((n) => `https://a.example/${n}`))),
  create('a redirect URI twice', uris(REDIRECT, REDIRECT)),
  create('relative redirect URI', uris('/callback')),
  create('http on a public host', uris('http://client.example/cb')),
  create('a fragment', uris('https://client.example/cb#x')),
  create('a wildcard', uris('https://*.client.example/cb')),
  create('user information', uris('https://user:pw@client.example/cb')),
  create('a custom scheme', uris('myapp://cb')),
  create('javascript scheme', uris('javascript:alert(1)')),
  create('a URI over 2048 characters', uris(`https://client.example/${'p'.repeat(2030)}`)),
  create('no scope', app({ scopes: [] })),
  create('an unknown scope', app({ scopes: ['admin:write'] })),
  create('a scope twice', app({ scopes: ['profile:read', 'profile:read'] })),
  create('an unknown field', app({ secret: 'mine' })),
  { name: 'update, bad name', method: 'PUT', path: '/developer-apps/:id', body: app({ name: 'x' }) },
  { name: 'update, id not a number', method: 'PUT', path: '/developer-apps/abc', body: appInput() },
  { name: 'get, id beyond int4', method: 'GET', path: '/developer-apps/2147483648' },
  {
    name: 'get, an id nobody has',
    method: 'GET',
    path: '/developer-apps/2147483647',
    status: 404,
    code: 'NOT_FOUND',
  },
  { name: 'rotate, id zero', method: 'POST', path: '/developer-apps/0/secret' },
  { name: 'authorize, bad client id', method: 'POST', path: '/oauth/authorize', body: authorizeBody('nope') },
  {
    name: 'authorize, an unknown client',
    method: 'POST',
    path: '/oauth/authorize',
    body: authorizeBody(`app${'0'.repeat(32)}`),
    code: 'INVALID_CLIENT',
  },
  {
    name: 'authorize, another redirect URI',
    method: 'POST',
    path: '/oauth/authorize',
    body: authorizeBody(':client', { redirect_uri: 'https://evil.example/cb' }),
    code: 'REDIRECT_URI_MISMATCH',
  },
  {
    name: 'authorize, a scope not registered',
    method: 'POST',
    path: '/oauth/authorize',
    body: authorizeBody(':client', { scope: 'history:read' }),
    code: 'INVALID_SCOPE',
  },
  {
    name: 'authorize, the client id of another app than the path',
    method: 'POST',
    path: '/oauth/authorize',
    body: authorizeBody(':client', { app_id: '2147483647' }),
    code: 'INVALID_CLIENT',
  },
  {
    name: 'authorize, an app id that is no number',
    method: 'POST',
    path: '/oauth/authorize',
    body: authorizeBody(':client', { app_id: 'x1' }),
  },
  {
    name: 'authorize, an unknown scope',
    method: 'POST',
    path: '/oauth/authorize',
    body: authorizeBody(':client', { scope: 'all' }),
  },
  {
    name: 'authorize, empty scope',
    method: 'POST',
    path: '/oauth/authorize',
    body: authorizeBody(':client', { scope: '' }),
  },
  {
    name: 'authorize, plain PKCE',
    method: 'POST',
    path: '/oauth/authorize',
    body: authorizeBody(':client', { code_challenge: 'c'.repeat(43), code_challenge_method: 'plain' }),
  },
  {
    name: 'token, wrong grant type',
    method: 'POST',
    path: '/oauth/token',
    body: {
      grant_type: 'password',
      client_id: ':client',
      client_secret: 's',
      code: 'c'.repeat(43),
      redirect_uri: REDIRECT,
    },
  },
  {
    name: 'token, no code',
    method: 'POST',
    path: '/oauth/token',
    body: {
      grant_type: 'authorization_code',
      client_id: ':client',
      client_secret: 's',
      redirect_uri: REDIRECT,
    },
  },
  {
    name: 'token, a code never issued',
    method: 'POST',
    path: '/oauth/token',
    body: {
      grant_type: 'authorization_code',
      client_id: ':client',
      client_secret: ':secret',
      code: 'c'.repeat(43),
      redirect_uri: REDIRECT,
    },
    code: 'INVALID_GRANT',
  },
  {
    name: 'token, a wrong secret',
    method: 'POST',
    path: '/oauth/token',
    body: {
      grant_type: 'authorization_code',
      client_id: ':client',
      client_secret: 'mps_x',
      code: 'c'.repeat(43),
      redirect_uri: REDIRECT,
    },
    status: 401,
    code: 'INVALID_CLIENT',
  },
  { name: 'revoke consent, not an id', method: 'DELETE', path: '/oauth/consents/x' },
  {
    name: 'revoke consent, nobody has it',
    method: 'DELETE',
    path: '/oauth/consents/2147483647',
    status: 404,
    code: 'NOT_FOUND',
  },
];

const fill = (value: unknown, names: Record<string, string>): unknown =>
  JSON.parse(JSON.stringify(value), (_, v) => (typeof v === 'string' && v in names ? names[v] : v));

describe.each(databaseTargets())('bad input to the developer-app calls on %s', (target) => {
  let t: TestApp;
  let token = '';
  let names: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestApp(target, { auth: { trustProxy: true } });
    const created = await createApp(t, (await tokenOf(t, OWNER)).token);
    names = {
      ':client': created.app.clientId,
      ':secret': created.clientSecret,
      ':id': String(created.app.id),
    };
    token = (await tokenOf(t, LISTENER)).token;
  });
  afterAll(() => t.dispose());

  it.each(CASES.map((c, i) => [c.name, c, i] as const))(
    '%s: a 4xx problem, nothing written',
    async (_, c, i) => {
      const before = await tableFingerprint(t, TABLES);
      const owner = c.path.includes(':id') ? (await tokenOf(t, OWNER)).token : token;
      const res = await t.api(c.path.replace(':id', names[':id'] ?? ''), {
        method: c.method,
        token: owner,
        ...(c.body === undefined ? {} : { body: typeof c.body === 'string' ? c.body : fill(c.body, names) }),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${100 + i}` },
      });
      const problem = await expectProblem(res, c.status ?? 400, c.code);
      if (!c.code) expect(problem.code).toBe('VALIDATION_FAILED');
      expect(await tableFingerprint(t, TABLES)).toEqual(before);
    },
  );
});
