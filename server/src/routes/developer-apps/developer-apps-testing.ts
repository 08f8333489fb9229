import { expect } from 'vitest';
import { APP_SCOPES, type AppInput } from '../../../../contract/developer-apps.ts';
import type { TestApp } from '../../testing/test-app.ts';

export const REDIRECT = 'https://client.example/callback';

export const appInput = (overrides: Partial<AppInput> = {}): AppInput => ({
  name: 'Test client',
  description: 'Reads the profile.',
  redirectUris: [REDIRECT],
  scopes: ['profile:read', 'library:read'],
  ...overrides,
});

export interface Created {
  app: { id: number; clientId: string; status: string; consentCount: number };
  clientSecret: string;
}

/** Registers an app as the token's user (200 expected). */
export async function createApp(t: TestApp, token: string, input: AppInput = appInput(), tenant?: string) {
  const res = await t.api('/developer-apps', {
    method: 'POST',
    token,
    body: input,
    ...(tenant ? { tenant } : {}),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Created;
}

export const authorizeBody = (clientId: string, extra: Record<string, string> = {}) => ({
  client_id: clientId,
  redirect_uri: REDIRECT,
  scope: 'profile:read',
  state: 'xyz',
  ...extra,
});

/** Grants consent as the token's user and answers the code from the redirect URL. */
export async function grantCode(
  t: TestApp,
  token: string,
  clientId: string,
  extra: Record<string, string> = {},
) {
  const res = await t.api('/oauth/authorize', {
    method: 'POST',
    token,
    body: authorizeBody(clientId, extra),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const url = new URL(((await res.json()) as { redirectUrl: string }).redirectUrl);
  expect(url.origin + url.pathname).toBe(REDIRECT);
  expect(url.searchParams.get('state')).toBe('xyz');
  return url.searchParams.get('code') ?? '';
}

/** The app server's token call, from one client address. */
export const exchange = (t: TestApp, body: Record<string, unknown>, ip = '198.51.100.20') =>
  t.api('/oauth/token', {
    method: 'POST',
    body: { grant_type: 'authorization_code', redirect_uri: REDIRECT, ...body },
    headers: { 'x-forwarded-for': ip },
  });

export const userinfo = (t: TestApp, accessToken: string) => t.api('/oauth/userinfo', { token: accessToken });

/** An app registered by `dev` for every scope, granted `scope` by `user`: its access token and the app. */
export async function appTokenFor(t: TestApp, dev: string, user: string, scope: string) {
  const { app, clientSecret } = await createApp(t, dev, appInput({ scopes: [...APP_SCOPES] }));
  const code = await grantCode(t, user, app.clientId, { scope });
  const res = await exchange(t, { client_id: app.clientId, client_secret: clientSecret, code });
  expect(res.status, await res.clone().text()).toBe(200);
  return { app, accessToken: ((await res.json()) as { access_token: string }).access_token };
}
