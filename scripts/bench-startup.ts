// Measures the server's start-up: time until /api/envFile answers and resident memory then,
// on a fresh embedded PGlite (cold: migrate + seed), on the same data again (warm), and on
// PostgreSQL when DATABASE_URL is set.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = 8799;

async function measure(label: string, env: Record<string, string>) {
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['server/src/index.ts'], {
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (performance.now() - started > 60_000) throw new Error(`${label}: no answer within 60 s`);
      try {
        const res = await fetch(`http://localhost:${port}/api/envFile`);
        if (res.ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    const ms = performance.now() - started;
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    console.log(
      `${label.padEnd(28)} ready in ${ms.toFixed(0).padStart(5)} ms, RSS ${(rssKb / 1024).toFixed(0)} MB`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
try {
  await measure('PGlite, fresh (migrate+seed)', { DATA_DIR: dataDir, DATABASE_URL: '' });
  await measure('PGlite, existing data', { DATA_DIR: dataDir, DATABASE_URL: '' });
  if (process.env.DATABASE_URL) {
    await measure('PostgreSQL', { DATABASE_URL: process.env.DATABASE_URL });
  } else {
    console.log('PostgreSQL: skipped (set DATABASE_URL to measure it)');
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
