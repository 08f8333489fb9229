import { type APIRequestContext, expect, type Page, request } from '@playwright/test';

export type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

/**
 * A hosted form (login or register) posted as a browser posts it (its CSRF token, a same-origin Origin); the
 * one-time code its return link carries is exchanged for the session's tokens (POST /api/userToken) as the
 * portal exchanges it, and the session is stored where the portal keeps it (localStorage `session:<tenant>`,
 * the `user_token` marker cookie), beside the hosted sign-on cookies the form set.
 */
async function hostedFormState(
  baseURL: string,
  page: 'login' | 'register',
  fields: Record<string, string>,
  tenant: string,
): Promise<StorageState> {
  const api = await request.newContext({ baseURL });
  try {
    const form = `/hosted/${page}?${new URLSearchParams({ lang: 'en', redirectUrl: `${baseURL}/user/login` })}`;
    const blank = await api.get(form);
    expect(blank.ok(), `the hosted ${page} page`).toBe(true);
    const csrf = /name="_csrf" value="([^"]+)"/.exec(await blank.text())?.[1] ?? '';
    expect(csrf, `the hosted ${page} form’s CSRF token`).not.toBe('');
    const posted = await api.post(form, {
      form: { _csrf: csrf, ...fields },
      headers: { origin: new URL(baseURL).origin },
      maxRedirects: 0,
    });
    expect(posted.status(), `the hosted ${page} answers with its return link`).toBe(303);
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

/**
 * A signed-in browser state made over HTTP, for journeys whose subject is not the login (the login itself is
 * session.spec.ts's). Each call is a new login: the server rotates refresh tokens, so two contexts must never
 * share one session.
 */
export function signedInState(
  baseURL: string,
  account: { email: string; password: string },
  tenant = 'demo',
): Promise<StorageState> {
  return hostedFormState(baseURL, 'login', { email: account.email, password: account.password }, tenant);
}

/**
 * A new account made over HTTP through the hosted register form (as the browser posts it), signed in: for
 * journeys that need an account of their own but whose subject is not the registration (session.spec.ts's).
 */
export function registeredState(
  baseURL: string,
  account: { email: string; password: string; name: string },
  tenant = 'demo',
): Promise<StorageState> {
  const { name, email, password } = account;
  return hostedFormState(baseURL, 'register', { name, email, password, passwordConfirm: password }, tenant);
}

/**
 * Puts a signed-in state into the page's own context, before the journey's first portal page: the cookies,
 * then the stored session, written on a static file of the same origin (no portal page to render). The next
 * portal page the journey opens starts signed in.
 */
export async function applySignedInState(page: Page, state: StorageState): Promise<void> {
  await page.context().addCookies(state.cookies);
  for (const { origin, localStorage: items } of state.origins) {
    await page.goto(new URL('/robots.txt', origin).href);
    await page.evaluate((entries) => {
      for (const { name, value } of entries) localStorage.setItem(name, value);
    }, items);
  }
}
