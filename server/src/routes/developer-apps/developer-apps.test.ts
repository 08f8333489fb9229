import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashOpaqueToken } from '../../auth/opaque-token.ts';
import { appAuthCodes, developerApps } from '../../db/schema/developer-apps.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { ACME_CLIENT, FREE, LISTENER, OWNER, tokenOf } from '../player/player-testing.ts';
import { expectProblem } from '../session/session-testing.ts';
import { appInput, createApp, exchange, grantCode, REDIRECT, userinfo } from './developer-apps-testing.ts';

describe.each(databaseTargets())('partner developer apps on %s', (target) => {
  let t: TestApp;
  let dev = '';
  let user = '';
  beforeAll(async () => {
    t = await startTestApp(target, { auth: { trustProxy: true } });
    dev = (await tokenOf(t, OWNER)).token;
    user = (await tokenOf(t, LISTENER)).token;
  });
  afterAll(() => t.dispose());

  it('signed out: 401 for every developer and consent call', async () => {
    await expectProblem(await t.api('/developer-apps'), 401, 'AUTH_REQUIRED');
    await expectProblem(await t.api('/developer-apps', { method: 'POST', body: appInput() }), 401);
    await expectProblem(await t.api('/oauth/consents'), 401);
  });

  it('the secret is answered once and stored only as an argon2id hash', async () => {
    const { app, clientSecret } = await createApp(t, dev);
    expect(clientSecret).toMatch(/^mps_[A-Za-z0-9_-]{43}$/);
    expect(app.clientId).toMatch(/^app[0-9a-f]{32}$/);
    const [row] = await t.database.db.select().from(developerApps).where(eq(developerApps.id, app.id));
    expect(row?.secretHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row)).not.toContain(clientSecret);
    for (const path of ['/developer-apps', `/developer-apps/${app.id}`]) {
      const text = await (await t.api(path, { token: dev })).text();
      expect(text).toContain(app.clientId);
      expect(text).not.toContain(clientSecret);
      expect(text).not.toContain('argon2');
    }
    const rotated = await t.api(`/developer-apps/${app.id}/secret`, { method: 'POST', token: dev });
    const next = (await rotated.json()) as { clientSecret: string };
    expect(next.clientSecret).not.toBe(clientSecret);
    // The old secret no longer trades a code.
    const code = await grantCode(t, user, app.clientId);
    await expectProblem(
      await exchange(t, { client_id: app.clientId, client_secret: clientSecret, code }),
      401,
      'INVALID_CLIENT',
    );
  });

  it("another user's or another tenant's app is a 404, and nothing changes", async () => {
    const { app } = await createApp(t, dev);
    const other = (await tokenOf(t, FREE)).token;
    const acme = (await tokenOf(t, ACME_CLIENT, 'acme')).token;
    for (const [token, tenant] of [
      [other, 'demo'],
      [acme, 'acme'],
    ] as const) {
      await expectProblem(await t.api(`/developer-apps/${app.id}`, { token, tenant }), 404, 'NOT_FOUND');
      const put = await t.api(`/developer-apps/${app.id}`, {
        method: 'PUT',
        token,
        tenant,
        body: appInput({ name: 'Taken over' }),
      });
      await expectProblem(put, 404);
      await expectProblem(
        await t.api(`/developer-apps/${app.id}/secret`, { method: 'POST', token, tenant }),
        404,
      );
      await expectProblem(await t.api(`/developer-apps/${app.id}`, { method: 'DELETE', token, tenant }), 404);
    }
    // The client id means nothing in the other tenant either.
    const body = { client_id: app.clientId, redirect_uri: REDIRECT, scope: 'profile:read' };
    await expectProblem(
      await t.api('/oauth/authorize', { method: 'POST', token: acme, tenant: 'acme', body }),
      400,
      'INVALID_CLIENT',
    );
    const [row] = await t.database.db.select().from(developerApps).where(eq(developerApps.id, app.id));
    expect(row?.name).toBe('Test client');
    expect(row?.status).toBe('active');
  });

  it('consent, code and token: the token reads only the granted scope, and ends with the consent', async () => {
    const { app, clientSecret } = await createApp(t, dev);
    const info = await t.api(
      `/oauth/authorize?client_id=${app.clientId}&redirect_uri=${encodeURIComponent(REDIRECT)}&scope=profile:read`,
      { token: user },
    );
    expect(await info.json()).toMatchObject({
      app: { name: 'Test client', developer: 'Demo' },
      scopes: ['profile:read'],
    });
    const code = await grantCode(t, user, app.clientId);
    const res = await exchange(t, { client_id: app.clientId, client_secret: clientSecret, code });
    expect(res.status).toBe(200);
    const token = (await res.json()) as { access_token: string; scope: string };
    expect(token.scope).toBe('profile:read');
    const me = await userinfo(t, token.access_token);
    expect(await me.json()).toMatchObject({ name: 'Demo Listener', email: LISTENER });
    // The code is single use.
    await expectProblem(
      await exchange(t, { client_id: app.clientId, client_secret: clientSecret, code }),
      400,
      'INVALID_GRANT',
    );
    // The developer sees one consent; the user sees the app.
    expect(
      ((await (await t.api(`/developer-apps/${app.id}`, { token: dev })).json()) as { consentCount: number })
        .consentCount,
    ).toBe(1);
    const { consents } = (await (await t.api('/oauth/consents', { token: user })).json()) as {
      consents: { id: number; app: { clientId: string } }[];
    };
    const consent = consents.find((c) => c.app.clientId === app.clientId);
    expect(consent).toBeDefined();
    // Another user cannot revoke it.
    const other = (await tokenOf(t, FREE)).token;
    await expectProblem(
      await t.api(`/oauth/consents/${consent?.id}`, { method: 'DELETE', token: other }),
      404,
    );
    expect((await userinfo(t, token.access_token)).status).toBe(200);
    expect((await t.api(`/oauth/consents/${consent?.id}`, { method: 'DELETE', token: user })).status).toBe(
      200,
    );
    await expectProblem(await userinfo(t, token.access_token), 401, 'TOKEN_INVALID');
  });

  it('a token without profile:read gets 403 INSUFFICIENT_SCOPE', async () => {
    const { app, clientSecret } = await createApp(t, dev);
    const code = await grantCode(t, user, app.clientId, { scope: 'library:read' });
    const token = (await (
      await exchange(t, { client_id: app.clientId, client_secret: clientSecret, code })
    ).json()) as { access_token: string };
    await expectProblem(await userinfo(t, token.access_token), 403, 'INSUFFICIENT_SCOPE');
  });

  it('an expired code, a wrong redirect URI or a wrong PKCE verifier is refused', async () => {
    const { app, clientSecret } = await createApp(
      t,
      dev,
      appInput({ redirectUris: [REDIRECT, 'http://localhost:9/cb'] }),
    );
    const expired = await grantCode(t, user, app.clientId);
    await t.database.db
      .update(appAuthCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(appAuthCodes.codeHash, hashOpaqueToken(expired)));
    await expectProblem(
      await exchange(t, { client_id: app.clientId, client_secret: clientSecret, code: expired }),
      400,
      'INVALID_GRANT',
    );
    const code = await grantCode(t, user, app.clientId);
    const wrongUri = await exchange(t, {
      client_id: app.clientId,
      client_secret: clientSecret,
      code,
      redirect_uri: 'http://localhost:9/cb',
    });
    await expectProblem(wrongUri, 400, 'REDIRECT_URI_MISMATCH');
    const verifier = 'v'.repeat(50);
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const pkce = await grantCode(t, user, app.clientId, {
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    await expectProblem(
      await exchange(t, {
        client_id: app.clientId,
        client_secret: clientSecret,
        code: pkce,
        code_verifier: 'w'.repeat(50),
      }),
      400,
      'INVALID_GRANT',
    );
    const pkce2 = await grantCode(t, user, app.clientId, {
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    expect(
      (
        await exchange(t, {
          client_id: app.clientId,
          client_secret: clientSecret,
          code: pkce2,
          code_verifier: verifier,
        })
      ).status,
    ).toBe(200);
  });

  it('authorization needs the exact redirect URI and registered scopes; deny redirects with access_denied', async () => {
    const { app } = await createApp(t, dev, appInput({ scopes: ['profile:read'] }));
    const call = (body: Record<string, string>) =>
      t.api('/oauth/authorize', { method: 'POST', token: user, body });
    const base = { client_id: app.clientId, redirect_uri: REDIRECT, scope: 'profile:read' };
    await expectProblem(await call({ ...base, redirect_uri: `${REDIRECT}/` }), 400, 'REDIRECT_URI_MISMATCH');
    await expectProblem(
      await call({ ...base, redirect_uri: `${REDIRECT}?x=1` }),
      400,
      'REDIRECT_URI_MISMATCH',
    );
    await expectProblem(await call({ ...base, scope: 'profile:read history:read' }), 400, 'INVALID_SCOPE');
    const denied = await t.api('/oauth/deny', {
      method: 'POST',
      token: user,
      body: { ...base, state: 's1' },
    });
    const url = new URL(((await denied.json()) as { redirectUrl: string }).redirectUrl);
    expect(url.searchParams.get('error')).toBe('access_denied');
    expect(url.searchParams.get('state')).toBe('s1');
    expect(url.searchParams.get('code')).toBeNull();
  });
});
