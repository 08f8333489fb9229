import { format } from 'node:util';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROBLEM_CONTENT_TYPE } from '../../../contract/problem.ts';
import { createApp } from '../app.ts';
import { type Db, openDatabase } from '../db/client.ts';
import { users } from '../db/schema/auth.ts';
import { databaseTargets, startTestApp, type TestApp } from '../testing/test-app.ts';
import { handleError } from './error-handler.ts';

/** What console.error would have printed during `run`, as one string. */
async function logged(run: () => Promise<unknown>): Promise<string> {
  const lines: string[] = [];
  const spy = vi.spyOn(console, 'error').mockImplementation((...args) => void lines.push(format(...args)));
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return lines.join('\n');
}

/** A route that runs `query` on `db` behind the real error handler. */
function failingApp(db: Db, query: (db: Db) => Promise<unknown>) {
  const app = new Hono();
  app.onError(handleError);
  app.get('/q', async (c) => c.json(await query(db)));
  return (path = '/q') => app.request(`http://localhost${path}`);
}

const SECRET = 'tok_9f8e7d6c5b4a39281706f5e4d3c2b1a0';
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdHNlY3JldA$c2VjcmV0aGFzaHNlY3JldGhhc2hzZWNyZXRoYXNo';

describe.each(databaseTargets())('failed queries are logged without their values (%s)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.dispose());

  it('a failing query with a secret parameter logs its SQL shape and error code, never the parameter', async () => {
    const request = failingApp(t.database.db, (db) => db.execute(sql`select ${SECRET}::int as n`));
    let status = 0;
    const log = await logged(async () => {
      status = (await request()).status;
    });
    expect(status).toBe(500);
    expect(log).toContain('select $1::int as n');
    expect(log).toContain('22P02');
    expect(log).not.toContain(SECRET);
    expect(log).not.toContain(SECRET.slice(4, 20));
  });

  it('a unique violation logs the constraint, never the e-mail or password hash of the row', async () => {
    const email = 'listener@demo.example';
    const request = failingApp(t.database.db, (db) =>
      db.insert(users).values({ tenantName: 'demo', email, passwordHash: HASH, name: 'N', lastName: 'L' }),
    );
    let status = 0;
    const log = await logged(async () => {
      status = (await request()).status;
    });
    expect(status).toBe(500);
    expect(log).toContain('23505');
    expect(log).toMatch(/insert into "users"/);
    expect(log).not.toContain(email);
    expect(log).not.toContain('c2VjcmV0');
    expect(log).not.toContain('listener');
  });
});

describe('the database down answers 503 DATABASE_UNAVAILABLE with Retry-After (today 500)', () => {
  const expect503 = async (res: Response) => {
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toBe(PROBLEM_CONTENT_TYPE);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await res.json()).toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE' });
  };
  const appOn = (db: Db) =>
    createApp({ db, defaultTenant: 'demo', distDir: '/nonexistent-portal-dist', stage: 'test' });

  it('PostgreSQL at a closed port (ECONNREFUSED)', async () => {
    const database = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:9/none' });
    try {
      const app = appOn(database.db);
      const log = await logged(async () => {
        await expect503(await app.request('http://localhost/api/envFile'));
        await expect503(
          await app.request('http://localhost/api/structure/home', { headers: { 'x-tenant-id': 'demo' } }),
        );
      });
      expect(log).toContain('ECONNREFUSED');
    } finally {
      await database.close();
    }
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'PostgreSQL ending the connection mid-query (57P01 administrator shutdown)',
    async () => {
      const t = await startTestApp('postgres');
      try {
        const request = failingApp(t.database.db, (db) => db.execute(sql`select pg_sleep(30) as slept`));
        const log = await logged(async () => {
          const answer = request();
          // The sleeping query is on one pooled connection; end its backend from another, as a shutdown does.
          for (let ended = 0; ended === 0; ) {
            await new Promise((done) => setTimeout(done, 100));
            const result = (await t.database.db.execute(
              sql`select pg_terminate_backend(pid) as ended from pg_stat_activity
              where datname = current_database() and pid <> pg_backend_pid() and query like 'select pg_sleep(30)%'`,
            )) as { rows: unknown[] };
            ended = result.rows.length;
          }
          await expect503(await answer);
        });
        expect(log).toContain('57P01');
      } finally {
        await t.dispose();
      }
    },
  );

  it('a closed PGlite', async () => {
    const { database } = await startTestApp('pglite');
    await database.close();
    const app = appOn(database.db);
    await logged(async () => {
      await expect503(await app.request('http://localhost/api/envFile'));
    });
  });
});

afterEach(() => vi.restoreAllMocks());
