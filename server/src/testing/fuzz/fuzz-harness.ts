import { PROBLEM_CONTENT_TYPE } from '../../../../contract/problem.ts';
import type { TestApp } from '../test-app.ts';
import { changedTables, type Fingerprint, tableFingerprint } from './table-fingerprint.ts';

/** What a run sent and got: printed at the end of every run. */
export class FuzzStats {
  requests = 0;
  serverErrors = 0;
  readonly endpoints = new Set<string>();
  readonly statuses = new Map<number, number>();

  record(endpoint: string, status: number): void {
    this.requests += 1;
    this.endpoints.add(endpoint);
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    if (status >= 500) this.serverErrors += 1;
  }

  summary(label: string): string {
    const statuses = [...this.statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    return `[fuzz] ${label}: ${this.requests} generated requests, ${this.endpoints.size} endpoints covered, ${this.serverErrors} answers 5xx (statuses ${statuses.join(' ')})`;
  }
}

/**
 * Fuzz size and seed: FUZZ_RUNS (random runs per endpoint) scales it, FUZZ_SEED=<n> replays a reported
 * run, FUZZ_SEED=random explores (npm run fuzz). npm test uses a fixed seed, so its runs repeat exactly.
 */
export function fuzzSettings(defaultRuns: number): { runs: number; seed: number } {
  const runs = Number(process.env.FUZZ_RUNS ?? defaultRuns);
  const asked = process.env.FUZZ_SEED;
  const seed = asked === 'random' ? Math.floor(Math.random() * 2 ** 31) : asked ? Number(asked) : 20_261_111;
  return { runs: Number.isFinite(runs) && runs > 0 ? Math.floor(runs) : defaultRuns, seed };
}

/**
 * Bookkeeping a refused request may write by design: per-account and per-IP failure counters, the
 * server's keys (made once, on whichever request first needs one), and the answer kept for a request
 * that carried an Idempotency-Key (a repeat must get the same 4xx).
 */
export function allowedWrites(headers: Record<string, string>): ReadonlySet<string> {
  // A refused licence or HLS key request is logged by design (licence_requests).
  const tables = ['rate_limits', 'server_secrets', 'licence_requests'];
  if (headers['idempotency-key'] !== undefined) tables.push('idempotency_keys');
  return new Set(tables);
}

/** An answer to a refused API request must be an RFC 9457 problem with status, code and detail. */
async function problemFault(res: Response): Promise<string | undefined> {
  const type = res.headers.get('content-type');
  if (type !== PROBLEM_CONTENT_TYPE)
    return `a ${res.status} answer of type ${type}, not ${PROBLEM_CONTENT_TYPE}`;
  let body: { status?: unknown; code?: unknown; detail?: unknown };
  try {
    body = (await res.json()) as typeof body;
  } catch {
    return `a ${res.status} problem whose body is not JSON`;
  }
  if (body.status !== res.status) return `a ${res.status} problem whose status is ${String(body.status)}`;
  if (typeof body.code !== 'string' || typeof body.detail !== 'string')
    return `a ${res.status} problem without code or detail`;
  return undefined;
}

/**
 * Sends one request and judges it: never a 5xx; a 4xx is a problem body (API) and wrote nothing but
 * the allowed bookkeeping. Answers the fault, or undefined when the answer is right.
 */
export async function judge(
  t: TestApp,
  send: () => Promise<Response>,
  options: { endpoint: string; headers: Record<string, string>; problemBodies: boolean; stats: FuzzStats },
): Promise<{ fault?: string; res: Response }> {
  const db = t.database.db;
  const before: Fingerprint = await tableFingerprint(db);
  const res = await send();
  options.stats.record(options.endpoint, res.status);
  if (res.status >= 500)
    return { fault: `answered ${res.status}: ${(await res.clone().text()).slice(0, 300)}`, res };
  if (res.status < 400) return { res };
  if (options.problemBodies) {
    const fault = await problemFault(res.clone());
    if (fault) return { fault, res };
  }
  const changed = changedTables(before, await tableFingerprint(db), allowedWrites(options.headers));
  if (changed.length > 0)
    return { fault: `refused with ${res.status} but wrote to ${changed.join(', ')}`, res };
  return { res };
}
