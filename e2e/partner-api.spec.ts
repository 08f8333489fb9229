import { type APIRequestContext, expect, type Page, test } from './fixtures.ts';
import {
  chooseFromProfileMenu,
  expectSignedInAs,
  newAccount,
  submitHostedRegister,
} from './session-helpers.ts';

/**
 * The partner API after consent (shell §2): a user likes an album, lets an app see their library and
 * favourites on the consent screen, and the app's server reads them with its token — the favourites list
 * the album, the library answers, and history, not granted, is refused with insufficient_scope.
 */

const REDIRECT = 'https://client.example/callback';
const API = { 'x-tenant-id': 'demo', 'x-distribution-channel': 'WEB' };

/** The page of a seeded item, found by searching its title. */
async function itemUrl(request: APIRequestContext, title: string, kind: string): Promise<string> {
  const res = await request.get(`/api/search?q=${encodeURIComponent(title)}&kinds=${kind}&limit=1`, {
    headers: API,
  });
  expect(res.ok()).toBe(true);
  const url = (await res.json()).groups[0]?.items[0]?.data?.clickUrl;
  expect(url, `${kind} "${title}"`).toBeTruthy();
  return url as string;
}

/** The signed-in user's access token, where the portal keeps the session. */
const sessionToken = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('session:demo') ?? '{}') as { access_token: string }).access_token,
  );

test('en: after consent, the app reads the favourites and library it was granted, not the history', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const album = await itemUrl(request, 'Golden Hour', 'album');
  const account = newAccount('Partner');
  await page.goto('/');
  await chooseFromProfileMenu(page, 'Register');
  await submitHostedRegister(page, account);
  await expectSignedInAs(page, account.name);

  await page.goto(album);
  const like = page.locator('[data-node="detail"] button[aria-pressed]');
  const saved = page.waitForResponse(
    (r) => /\/api\/like\/albums\/\d+$/.test(r.url()) && r.request().method() === 'POST',
  );
  await like.click();
  expect((await saved).ok()).toBe(true);

  // The user registers an app of their own (the developer calls are covered by developer-apps.spec.ts).
  const registered = await request.post('/api/developer-apps', {
    headers: { ...API, authorization: `Bearer ${await sessionToken(page)}` },
    data: {
      name: 'Partner Reader',
      redirectUris: [REDIRECT],
      scopes: ['profile:read', 'library:read', 'favourites:read', 'history:read'],
    },
  });
  expect(registered.status()).toBe(200);
  const { app, clientSecret } = (await registered.json()) as {
    app: { id: number; clientId: string };
    clientSecret: string;
  };

  await page.route(/^https:\/\/client\.example\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>callback</title>' }),
  );
  const query = new URLSearchParams({
    client_id: app.clientId,
    redirect_uri: REDIRECT,
    scope: 'library:read favourites:read',
    state: 'partner-1',
  });
  await page.goto(`/apps/consent/${app.id}?${query}`);
  const screen = page.locator('[data-consent-screen]');
  await expect(screen).toContainText('Partner Reader wants to use your account', { timeout: 20_000 });
  await expect(screen.locator('[data-consent-scopes] li')).toHaveText([
    'See your library: what you saved and bought',
    'See your favourites',
  ]);
  await screen.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL((url) => url.href.startsWith(REDIRECT), { timeout: 15_000 });
  const code = new URL(page.url()).searchParams.get('code') ?? '';

  const exchanged = await request.post('/api/oauth/token', {
    headers: API,
    data: {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      client_id: app.clientId,
      client_secret: clientSecret,
    },
  });
  expect(exchanged.status()).toBe(200);
  const { access_token: token } = (await exchanged.json()) as { access_token: string };
  const read = (path: string) =>
    request.get(`/api/oauth/api/${path}`, { headers: { ...API, authorization: `Bearer ${token}` } });

  const favourites = await read('favourites?type=albums');
  expect(favourites.status()).toBe(200);
  expect(await favourites.json()).toMatchObject({
    total: 1,
    nextOffset: null,
    items: [{ kind: 'album', title: 'Golden Hour', likedAt: expect.any(String) }],
  });
  const library = await read('library');
  expect(library.status()).toBe(200);
  expect(await library.json()).toMatchObject({ items: [], total: 0 });
  const history = await read('history');
  expect(history.status()).toBe(403);
  expect(history.headers()['www-authenticate']).toBe(
    'Bearer error="insufficient_scope", scope="history:read"',
  );
  expect((await read('favourites?limit=0')).status()).toBe(400);
});
