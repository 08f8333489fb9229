import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developerApps } from '../../db/schema/developer-apps.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { LISTENER, OWNER, tokenOf } from '../player/player-testing.ts';
import { expectProblem } from '../session/session-testing.ts';
import { appInput, createApp, exchange, grantCode, REDIRECT, userinfo } from './developer-apps-testing.ts';

describe.each(databaseTargets())('developer app revocation and limits on %s', (target) => {
  let t: TestApp;
  let dev = '';
  let user = '';
  beforeAll(async () => {
    t = await startTestApp(target, { auth: { trustProxy: true } });
    dev = (await tokenOf(t, OWNER)).token;
    user = (await tokenOf(t, LISTENER)).token;
  });
  afterAll(() => t.dispose());

  it('a revoked app: its tokens stop, it cannot be authorized, edited or rotated', async () => {
    const { app, clientSecret } = await createApp(t, dev);
    const code = await grantCode(t, user, app.clientId);
    const token = (await (
      await exchange(t, { client_id: app.clientId, client_secret: clientSecret, code })
    ).json()) as { access_token: string };
    const revoked = await t.api(`/developer-apps/${app.id}`, { method: 'DELETE', token: dev });
    expect(await revoked.json()).toMatchObject({ status: 'revoked', consentCount: 0 });
    await expectProblem(await userinfo(t, token.access_token), 401);
    await expectProblem(
      await t.api('/oauth/authorize', {
        method: 'POST',
        token: user,
        body: { client_id: app.clientId, redirect_uri: REDIRECT, scope: 'profile:read' },
      }),
      400,
      'INVALID_CLIENT',
    );
    await expectProblem(
      await t.api(`/developer-apps/${app.id}`, { method: 'PUT', token: dev, body: appInput() }),
      409,
      'APP_REVOKED',
    );
    await expectProblem(
      await t.api(`/developer-apps/${app.id}/secret`, { method: 'POST', token: dev }),
      409,
      'APP_REVOKED',
    );
  });

  it('the token endpoint is rate limited per client', async () => {
    const { app } = await createApp(t, dev);
    const wrong = { client_id: app.clientId, client_secret: 'mps_wrong', code: 'c'.repeat(43) };
    for (let i = 0; i < 10; i++)
      await expectProblem(await exchange(t, wrong, `203.0.113.${i + 1}`), 401, 'INVALID_CLIENT');
    await expectProblem(await exchange(t, wrong, '203.0.113.99'), 429, 'RATE_LIMITED');
  });

  it('at most 10 active apps per developer', async () => {
    const fresh = (await tokenOf(t, 'basic@demo.example')).token;
    for (let i = 0; i < 10; i++) await createApp(t, fresh, appInput({ name: `App ${i}` }));
    const before = await t.database.db.$count(developerApps);
    await expectProblem(
      await t.api('/developer-apps', { method: 'POST', token: fresh, body: appInput() }),
      409,
      'APP_LIMIT_REACHED',
    );
    expect(await t.database.db.$count(developerApps)).toBe(before);
  });
});
