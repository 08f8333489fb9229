import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../app-env.ts';
import { idempotencyKeys } from '../db/schema/idempotency.ts';
import type { TenantRow } from '../db/schema/tenant.ts';
import { insertItem, okJson, signedInUser } from '../routes/library/library-testing.ts';
import { expectProblem } from '../routes/session/session-testing.ts';
import { findTenantByName } from '../routes/tenant/tenant.service.ts';
import { databaseTargets, startTestApp, type TestApp } from '../testing/test-app.ts';
import { handleError } from './error-handler.ts';
import { idempotent, purgeExpired } from './idempotency.ts';
import { readJsonBody } from './json-body.ts';
import { ProblemError } from './problem.ts';

type Handler = (c: { body: { n: number } }) => Promise<Response> | Response;

describe.each(databaseTargets())('Idempotency-Key on %s', (target) => {
  let t: TestApp;
  let tenant: TenantRow;
  beforeAll(async () => {
    t = await startTestApp(target);
    tenant = (await findTenantByName(t.database.db, 'demo')) as TenantRow;
  });
  afterAll(() => t.dispose());

  /** A write route behind the middleware whose handler counts its runs. */
  function writeRoute(handler: Handler) {
    const runs = { count: 0 };
    const app = new Hono<AppEnv>();
    app.onError(handleError);
    app.use(async (c, next) => {
      c.set('tenant', tenant);
      const user = c.req.header('x-test-user');
      if (user) c.set('userId', user);
      await next();
    });
    const route = async (c: Context<AppEnv>) => {
      const body = await readJsonBody(c, v.strictObject({ n: v.number() }));
      runs.count += 1;
      return handler({ body });
    };
    app.post('/thing', idempotent(t.database.db), route);
    app.post('/other', idempotent(t.database.db), route);
    const send = (
      key: string | undefined,
      body: unknown = { n: 1 },
      extra: { path?: string; user?: string } = {},
    ) =>
      app.request(`http://localhost${extra.path ?? '/thing'}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(key === undefined ? {} : { 'idempotency-key': key }),
          ...(extra.user ? { 'x-test-user': extra.user } : {}),
        },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
    return { runs, send };
  }
  const created = () =>
    Response.json({ made: randomUUID() }, { status: 201, headers: { 'cache-control': 'no-store' } });

  it('a repeat answers the stored status, body and type without running again, marked idempotent-replayed', async () => {
    const { runs, send } = writeRoute(created);
    const key = randomUUID();
    const first = await send(key);
    expect(first.status).toBe(201);
    const body = await first.json();
    const again = await send(key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('content-type')).toMatch(/^application\/json/);
    expect(again.headers.get('cache-control')).toBe('no-store');
    expect(await again.json()).toEqual(body);
    expect(runs.count).toBe(1);
    // Without a key every request runs; a quoted key (structured-field string) is the same key.
    await send(undefined);
    await send(undefined);
    expect((await send(`"${key}"`)).headers.get('idempotent-replayed')).toBe('true');
    expect(runs.count).toBe(3);
  });

  it('the same key with another body or query is 422 and runs nothing', async () => {
    const { runs, send } = writeRoute(created);
    const key = randomUUID();
    await send(key, { n: 1 });
    await expectProblem(await send(key, { n: 2 }), 422, 'IDEMPOTENCY_KEY_REUSED');
    expect(runs.count).toBe(1);
  });

  it('a 503 before completion keeps nothing: the retry runs and is then kept', async () => {
    let fail = true;
    const { runs, send } = writeRoute(() => {
      if (fail) {
        fail = false;
        throw new ProblemError({ status: 503, code: 'UNAVAILABLE', detail: 'Try later.' });
      }
      return created();
    });
    const key = randomUUID();
    await expectProblem(await send(key), 503, 'UNAVAILABLE');
    const retry = await send(key);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect((await send(key)).headers.get('idempotent-replayed')).toBe('true');
    expect(runs.count).toBe(2);
  });

  it('an unexpected error (500) releases the key too; a 4xx answer is kept, 429 is not', async () => {
    let mode: 'crash' | 'ok' | 'busy' = 'crash';
    const { runs, send } = writeRoute(() => {
      if (mode === 'crash') throw new Error('boom');
      if (mode === 'busy') throw new ProblemError({ status: 429, code: 'TOO_MANY', detail: 'Slow down.' });
      return created();
    });
    const key = randomUUID();
    expect((await send(key)).status).toBe(500);
    mode = 'ok';
    expect((await send(key)).status).toBe(201);
    const invalid = randomUUID();
    await expectProblem(await send(invalid, { n: 'x' }), 400, 'VALIDATION_FAILED');
    const replayed = await send(invalid, { n: 'x' });
    await expectProblem(replayed.clone(), 400, 'VALIDATION_FAILED');
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    mode = 'busy';
    const busy = randomUUID();
    await expectProblem(await send(busy), 429);
    mode = 'ok';
    expect((await send(busy)).status).toBe(201);
    // crash, ok, busy, busy again: the invalid body never reached the handler, its replay neither.
    expect(runs.count).toBe(4);
  });

  it('a concurrent duplicate does not run: 409 while the first runs (PGlite: it waits), the stored answer after', async () => {
    let entered = () => {};
    const inHandler = new Promise<void>((resolve) => {
      entered = resolve;
    });
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { runs, send } = writeRoute(async () => {
      entered();
      await gate;
      return created();
    });
    const key = randomUUID();
    const first = send(key);
    await inHandler;
    const duplicate = send(key);
    if (target === 'postgres') {
      const answer = await duplicate;
      await expectProblem(answer.clone(), 409, 'IDEMPOTENCY_IN_PROGRESS');
      expect(answer.headers.get('retry-after')).toBe('1');
    }
    release();
    expect((await first).status).toBe(201);
    // PGlite is one connection: the duplicate's queries wait for the first's transaction, then replay it.
    if (target === 'pglite') expect((await duplicate).headers.get('idempotent-replayed')).toBe('true');
    expect((await send(key)).headers.get('idempotent-replayed')).toBe('true');
    expect(runs.count).toBe(1);
  });

  it('a body over the limit with a key is answered (413 here), not left waiting for a stream nobody reads', async () => {
    const { runs, send } = writeRoute(created);
    const huge = JSON.stringify({ n: 1, pad: 'x'.repeat(20_000) });
    await expectProblem(await send(randomUUID(), huge), 413, 'BODY_TOO_LARGE');
    expect(runs.count).toBe(0);
  }, 10_000);

  it('keys are per caller and path: another user, a visitor or another path runs again', async () => {
    const { runs, send } = writeRoute(created);
    const key = randomUUID();
    await send(key, { n: 1 }, { user: 'a' });
    await send(key, { n: 1 }, { user: 'b' });
    await send(key, { n: 1 });
    await send(key, { n: 1 }, { user: 'a', path: '/other' });
    expect(runs.count).toBe(4);
    expect((await send(key, { n: 1 }, { user: 'b' })).headers.get('idempotent-replayed')).toBe('true');
    expect(runs.count).toBe(4);
  });

  it('an expired answer or an abandoned run is taken over; a key must be 1–255 printable characters', async () => {
    const { runs, send } = writeRoute(created);
    const db = t.database.db;
    const expired = randomUUID();
    await send(expired);
    await db
      .update(idempotencyKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(idempotencyKeys.key, expired));
    expect((await send(expired)).headers.get('idempotent-replayed')).toBeNull();
    const abandoned = randomUUID();
    await send(abandoned);
    await db
      .update(idempotencyKeys)
      .set({ state: 'running', lockedAt: sql`now() - interval '2 minutes'` })
      .where(eq(idempotencyKeys.key, abandoned));
    expect((await send(abandoned)).status).toBe(201);
    expect(runs.count).toBe(4);
    for (const bad of ['', 'x'.repeat(256), 'clé'])
      await expectProblem(await send(bad), 400, 'INVALID_IDEMPOTENCY_KEY');
    expect(runs.count).toBe(4);
    await db
      .update(idempotencyKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(idempotencyKeys.key, abandoned));
    await purgeExpired(db);
    const left = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, abandoned));
    expect(left).toEqual([]);
  });

  it('likes and history writes of the outbox: a repeated like counts once even after an unlike in between', async () => {
    const { token } = await signedInUser(t);
    const track = await insertItem(t, 'demo', { kind: 'track', titles: { en: 'Once' } });
    const key = randomUUID();
    const like = () =>
      t.api(`/like/tracks/${track.id}`, { method: 'POST', token, headers: { 'idempotency-key': key } });
    expect(await okJson(await like())).toMatchObject({ liked: true });
    await okJson(await t.api(`/like/tracks/${track.id}`, { method: 'DELETE', token }));
    const replayed = await like();
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(await okJson(await t.api('/like', { token }))).toEqual({ ids: [], counts: [] });
    const put = () =>
      t.api(`/user/history/PLAY/${track.id}`, {
        method: 'PUT',
        token,
        headers: { 'idempotency-key': key },
        body: { userCurrentPlaying: 42, contentType: 'FULL_TRACK_MUSIC' },
      });
    expect(await okJson(await put())).toMatchObject({ userCurrentPlaying: 42 });
    expect((await put()).headers.get('idempotent-replayed')).toBe('true');
  });
});
