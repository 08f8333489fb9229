import { type APIRequestContext, expect, request } from '@playwright/test';

export type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

/**
 * A signed-in browser state made over HTTP, for journeys whose subject is not the login (the login itself is
 * session.spec.ts's): the hosted login form is posted as a browser posts it (its CSRF token, a same-origin
 * Origin), the one-time code it returns is exchanged for the session's tokens (POST /api/userToken) as the
 * portal exchanges it, and the session is stored where the portal keeps it (localStorage `session:<tenant>`,
 * the `user_token` marker cookie), beside the hosted sign-on cookies the login set. Each call is a new login:
 * the server rotates refresh tokens, so two contexts must never share one session.
 */
export async function signedInState(
  baseURL: string,
  account: { email: string; password: string },
  tenant = 'demo',
): Promise<StorageState> {
  const api = await request.newContext({ baseURL });
  try {
    const form = `/hosted/login?${new URLSearchParams({ lang: 'en', redirectUrl: `${baseURL}/user/login` })}`;
    const blank = await api.get(form);
    expect(blank.ok(), 'the hosted login page').toBe(true);
    const csrf = /name="_csrf" value="([^"]+)"/.exec(await blank.text())?.[1] ?? '';
    expect(csrf, 'the hosted login form’s CSRF token').not.toBe('');
    const posted = await api.post(form, {
      form: { _csrf: csrf, email: account.email, password: account.password },
      headers: { origin: new URL(baseURL).origin },
      maxRedirects: 0,
    });
    expect(posted.status(), 'the hosted login answers with its return link').toBe(303);
    const code = new URL(posted.headers().location ?? '', baseURL).searchParams.get('code');
    expect(code, 'the return link’s one-time code').toBeTruthy();
    const exchanged = await api.post('/api/userToken', {
      data: { accessToken: code },
      headers: { 'x-tenant-id': tenant, 'x-distribution-channel': 'WEB' },
    });
    expect(exchanged.status(), 'POST /userToken').toBe(200);
    const token = (await exchanged.json()) as {
      access_token: string;
      refresh_token: string;
      expires: number;
    };
    const { cookies } = await api.storageState();
    const marker = {
      name: 'user_token',
      value: '1',
      domain: new URL(baseURL).hostname,
      path: '/',
      expires: Math.floor(Date.now() / 1000) + 30 * 24 * 3600,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    };
    return {
      cookies: [...cookies, marker],
      origins: [
        {
          origin: new URL(baseURL).origin,
          localStorage: [{ name: `session:${tenant}`, value: JSON.stringify(token) }],
        },
      ],
    };
  } finally {
    await api.dispose();
  }
}
