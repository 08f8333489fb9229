import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Hono } from 'hono';
import pg from 'pg';
import { inject } from 'vitest';
import { CHANNEL_HEADER, CHANNEL_WEB, TENANT_HEADER } from '../../../contract/tenant.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { createApp } from '../app.ts';
import type { AppEnv } from '../app-env.ts';
import type { AuthSettings } from '../auth/settings.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { ContentVersions } from '../db/content-versions.ts';
import { AnswerCache } from '../routes/structure/answer-cache.ts';
import { loadProviderHosts } from '../routes/video/provider-hosts.ts';
import type { VideoSettings } from '../routes/video/video-packages.ts';

export type DatabaseTarget = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL points at a server the tests may create databases on. */
export const databaseTargets = (): DatabaseTarget[] =>
  process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestApp {
  app: Hono<AppEnv>;
  database: Database;
  /** The content versions behind the app's in-memory caches. */
  versions: ContentVersions;
  /** PostgreSQL: the scratch database's URL (a second "instance" may open it). */
  databaseUrl?: string;
  /** A backend call as the portal makes it: tenant and channel headers, Host from the URL. */
  api(
    path: string,
    init?: {
      tenant?: string | null;
      host?: string;
      headers?: Record<string, string>;
      method?: string;
      /** Sent as JSON unless it is already a string. */
      body?: unknown;
      /** Bearer access token. */
      token?: string;
    },
  ): Promise<Response>;
  /** A plain browser request (no tenant header), e.g. a navigation or an <img>. */
  get(
    path: string,
    init?: { host?: string; headers?: Record<string, string>; method?: string; body?: BodyInit },
  ): Promise<Response>;
  dispose(): Promise<void>;
}

/**
 * A throw-away PostgreSQL database per test file, so parallel files and reruns never collide; a copy
 * of the run's seeded template when the global setup made one.
 */
async function scratchPostgres(template = ''): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL as string;
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      // pool.end() resolves before the server has seen every socket close; dropping earlier would kill them.
      for (let attempt = 0; attempt < 50; attempt++) {
        const open = await dropper.query(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (open.rows[0]?.n === 0) break;
        await new Promise((done) => setTimeout(done, 50));
      }
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** The seeded templates of this run (server/src/testing/global-setup.ts); empty outside vitest's server project. */
function providedTemplates(): { pglite: string; postgres: string } {
  try {
    return { pglite: inject('pgliteTemplate') ?? '', postgres: inject('postgresTemplate') ?? '' };
  } catch {
    return { pglite: '', postgres: '' };
  }
}

/** A migrated, seeded database behind the real app; share one per test file (PGlite starts in ~3 s). */
export async function startTestApp(
  target: DatabaseTarget,
  options: {
    distDir?: string;
    auth?: Partial<AuthSettings>;
    video?: Partial<VideoSettings>;
    games?: { dir?: string; origin?: string };
  } = {},
): Promise<TestApp> {
  const templates = providedTemplates();
  const scratch = target === 'postgres' ? await scratchPostgres(templates.postgres) : null;
  const seededDump = target === 'pglite' && templates.pglite ? readFileSync(templates.pglite) : undefined;
  const database = await openDatabase(
    scratch
      ? { databaseUrl: scratch.url }
      : { dataDir: null, ...(seededDump ? { loadDataDir: new Blob([seededDump]) } : {}) },
  );
  // A copy of the seeded template needs neither (and both would be no-ops on it).
  const fromTemplate = target === 'postgres' ? Boolean(templates.postgres) : Boolean(seededDump);
  if (!fromTemplate) {
    await database.migrate();
    await seedDemoData(database.db);
  }
  const versions = await ContentVersions.watch(database);
  const providerHosts = await loadProviderHosts(database.db);
  const app = createApp({
    db: database.db,
    providerHosts,
    versions,
    structureCache: new AnswerCache(),
    defaultTenant: 'demo',
    distDir: options.distDir ?? '/nonexistent-portal-dist',
    stage: 'test',
    ...(options.auth ? { auth: options.auth } : {}),
    ...(options.video ? { video: options.video } : {}),
    ...(options.games ? { games: options.games } : {}),
  });
  const get: TestApp['get'] = async (path, init = {}) => {
    // A test's own writes are heard before its next request (on PostgreSQL NOTIFY comes a moment later).
    await versions.caughtUp();
    return app.request(`http://${init.host ?? 'localhost'}${path}`, {
      headers: init.headers ?? {},
      ...(init.method ? { method: init.method } : {}),
      ...(init.body !== undefined ? { body: init.body } : {}),
    });
  };
  return {
    app,
    database,
    versions,
    ...(scratch ? { databaseUrl: scratch.url } : {}),
    get,
    api(path, init = {}) {
      const tenant = init.tenant === undefined ? 'demo' : init.tenant;
      const headers: Record<string, string> = { [CHANNEL_HEADER]: CHANNEL_WEB, ...init.headers };
      if (tenant !== null) headers[TENANT_HEADER] = tenant;
      if (init.token) headers.authorization = `Bearer ${init.token}`;
      let body: BodyInit | undefined;
      if (init.body !== undefined) {
        body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
        headers['content-type'] ??= 'application/json';
      }
      return get(`/api${path}`, {
        headers,
        ...(init.host ? { host: init.host } : {}),
        ...(init.method ? { method: init.method } : {}),
        ...(body !== undefined ? { body } : {}),
      });
    },
    async dispose() {
      await versions.close();
      await database.close();
      await scratch?.drop();
    },
  };
}
