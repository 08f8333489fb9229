// The journeys' fresh database, made before their server starts (playwright.config.ts webServer). With
// DATABASE_URL (a PostgreSQL the journeys own, `e2e_<port>` on the machine's server), that database is dropped
// and created anew through the server's `postgres` database; without it the server uses embedded PGlite in a
// folder the config has just emptied. The server then migrates and seeds it.
import pg from 'pg';

const url = process.env.DATABASE_URL;
if (url) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^e2e_[a-z0-9_]+$/.test(name))
    throw new Error(`refusing to recreate ${name}: not a journeys' database`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.href });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  console.log(`[e2e] fresh database ${name} on ${target.host}`);
}
