// The real server as a child process for the benchmarks: started on a port with its own
// environment, awaited until /api/envFile answers, and stopped (SIGTERM, then SIGKILL after 5 s).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ServerProcess {
  origin: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export async function waitForAnswer(url: string, child: ChildProcess, timeoutMs = 90_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null)
      throw new Error(`server exited with code ${child.exitCode} before answering`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/**
 * server/src/index.ts on `port`. Without DATABASE_URL in `env` it runs on a fresh PGlite in a
 * temporary folder that is removed on stop.
 */
export async function startServer(port: number, env: Record<string, string> = {}): Promise<ServerProcess> {
  const usesPostgres = Boolean(env.DATABASE_URL);
  const dataDir = usesPostgres ? undefined : mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const child = spawn(process.execPath, ['server/src/index.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: 'production',
      // Production requires its own game origin; *.localhost resolves to this machine.
      GAMES_ORIGIN: `http://games.localhost:${port}`,
      DATABASE_URL: '',
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://localhost:${port}`;
  const stop = async () => {
    await stopChild(child);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // A loaded machine (other work on it) starts the server slower: BENCH_START_TIMEOUT_S waits longer.
    const startSeconds = Number(process.env.BENCH_START_TIMEOUT_S ?? 90);
    await waitForAnswer(`${origin}/api/envFile`, child, startSeconds * 1000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, child, stop };
}
