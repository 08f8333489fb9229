// The contract fuzz suite: requests generated from the contract's own schemas, for every endpoint of
// every table in contract/*.ts, anonymous and signed in, on PGlite and (with DATABASE_URL) PostgreSQL.
// `npm run fuzz` runs it longer (FUZZ_RUNS per endpoint); FUZZ_SEED replays a reported seed.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { LISTENER } from '../../routes/player/player-testing.ts';
import { signIn, userIdOf } from '../../routes/session/session-testing.ts';
import { databaseTargets, startTestApp, type TestApp } from '../test-app.ts';
import { contractEndpoints } from './endpoint-tables.ts';
import { FuzzStats, fuzzSettings, judge } from './fuzz-harness.ts';
import { type FuzzRequest, probeRequests, requestArbitrary } from './request-arbitrary.ts';
import type { Hints } from './schema-arbitrary.ts';
import { seededHints } from './seeded-hints.ts';
import { installWriteJournal } from './table-fingerprint.ts';

const { runs, seed } = fuzzSettings(25);
const endpoints = await contractEndpoints();

const describeRequest = (req: FuzzRequest) =>
  JSON.stringify({
    ...req,
    body: req.body && req.body.length > 400 ? `${req.body.slice(0, 400)}…` : req.body,
  });

describe.each(databaseTargets())('contract fuzz on %s', (target) => {
  let t: TestApp;
  let hints: Hints = {};
  const stats = new FuzzStats();
  // The signed-in demo user (by id: a fuzzed profile update may change the e-mail); a fuzzed logout or
  // a 401 makes the next signed-in request sign in again.
  const session = { userId: '', token: '', stale: true };
  const tokenNow = async () => {
    session.userId ||= await userIdOf(t, 'demo', LISTENER);
    if (session.stale) session.token = (await signIn(t, 'demo', session.userId)).access_token;
    session.stale = false;
    return session.token;
  };

  // Signs in (a write) before the request, never inside the fingerprinted window.
  const prepare = async (req: FuzzRequest) => {
    const token = req.signedIn ? await tokenNow() : undefined;
    return async () => {
      const res = await t.app.request(`http://localhost${req.target}`, {
        method: req.method,
        headers: { ...req.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        ...(req.body !== undefined ? { body: req.body } : {}),
      });
      const loggedOut = req.target.startsWith('/api/logout') && res.ok;
      if (token && (res.status === 401 || loggedOut)) session.stale = true;
      return res;
    };
  };
  const send = async (req: FuzzRequest) => (await prepare(req))();

  beforeAll(async () => {
    t = await startTestApp(target);
    await installWriteJournal(t.database.db);
    hints = await seededHints(t, await tokenNow());
  });
  afterAll(async () => {
    console.log(`${stats.summary(`contract on ${target}, seed ${seed}`)}`);
    await t.dispose();
  });

  it.each(endpoints.map((endpoint) => [endpoint.id, endpoint] as const))(
    '%s: never 5xx; a refusal is a problem body and writes nothing',
    async (_, endpoint) => {
      const property = fc.asyncProperty(requestArbitrary(endpoint, hints), async (req) => {
        // FUZZ_TRACE=1 prints each request before it is sent (to find one that hangs).
        if (process.env.FUZZ_TRACE) console.log(`[fuzz] ${describeRequest(req)}`);
        const { fault } = await judge(t, await prepare(req), {
          endpoint: endpoint.id,
          headers: req.headers,
          problemBodies: true,
          stats,
        });
        if (fault) throw new Error(`${fault}\n  request: ${describeRequest(req)}`);
      });
      // The probe sweep first (fast-check runs examples first, within numRuns), then `runs` random ones.
      const probes = await probeRequests(endpoint, hints, seed, send);
      const examples = probes.map((req) => [req] as [FuzzRequest]);
      await fc.assert(property, { numRuns: examples.length + runs, seed, examples });
    },
    60_000 + runs * 400,
  );
});
