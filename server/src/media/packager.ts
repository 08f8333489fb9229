import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Shaka Packager from the `shaka-packager` npm package. Its `index.js` wrapper always exits 0, even when the
 * packager fails, so the platform binary under bin/ is spawned directly and its exit status checked.
 */
const BINARIES: Record<string, Record<string, string>> = {
  linux: { x64: 'packager-linux-x64', arm64: 'packager-linux-arm64' },
  darwin: { x64: 'packager-osx-x64', arm64: 'packager-osx-arm64' },
  win32: { x64: 'packager-win-x64.exe' },
};

/** The packager binary for this platform and architecture (an Error where the npm package ships none). */
export function packagerBinary(platform: string = process.platform, arch: string = process.arch): string {
  const name = BINARIES[platform]?.[arch];
  if (!name) throw new Error(`shaka-packager has no binary for ${platform}/${arch}`);
  const packageJson = createRequire(import.meta.url).resolve('shaka-packager/package.json');
  return join(dirname(packageJson), 'bin', name);
}

export interface PackagerRun {
  stdout: string;
  stderr: string;
}

/** The packager's stderr is chatty on success too; an error message keeps its tail. */
const STDERR_TAIL = 4000;

/** A packager run longer than this is killed (SIGKILL): the demo titles package in a few seconds. */
export const PACKAGER_TIMEOUT_MS = 5 * 60_000;
/** At most this many packager runs at once; the others wait their turn. */
export const PACKAGER_CONCURRENCY = 2;

const children = new Set<ChildProcess>();
const waiting: (() => void)[] = [];
let running = 0;

/** A place among the PACKAGER_CONCURRENCY runs; the returned function gives it back. */
async function slot(): Promise<() => void> {
  if (running >= PACKAGER_CONCURRENCY) await new Promise<void>((turn) => waiting.push(turn));
  else running++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const next = waiting.shift();
    // The place passes straight to the next run in line (running stays counted for it).
    if (next) next();
    else running--;
  };
}

/** Packager runs under way and waiting for a place (for tests and logs). */
export const packagerRuns = (): { running: number; waiting: number } => ({
  running: children.size,
  waiting: waiting.length,
});

/** Server shutdown: every packager child is killed (SIGKILL); their runs reject. */
export function killPackagers(): void {
  for (const child of children) child.kill('SIGKILL');
}

/**
 * Runs the packager with `args` in `cwd`; resolves with its output on exit status 0 and rejects with an Error
 * carrying stderr otherwise (also when it cannot be started, is killed by a signal or outlives `timeoutMs`,
 * when it is killed with SIGKILL). At most PACKAGER_CONCURRENCY runs at once.
 */
export async function runPackager(
  args: string[],
  options: { cwd?: string; binary?: string; timeoutMs?: number } = {},
): Promise<PackagerRun> {
  const binary = options.binary ?? packagerBinary();
  const timeoutMs = options.timeoutMs ?? PACKAGER_TIMEOUT_MS;
  const release = await slot();
  try {
    return await new Promise((resolve, reject) => {
      const child = spawn(binary, args, {
        cwd: options.cwd,
        stdio: ['ignore', 'pipe', 'pipe'],
        windowsHide: true,
      });
      children.add(child);
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        child.kill('SIGKILL');
      }, timeoutMs);
      const out: Buffer[] = [];
      const err: Buffer[] = [];
      child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
      child.on('error', (error) => {
        clearTimeout(timer);
        children.delete(child);
        reject(new Error(`shaka-packager could not start (${binary}): ${error.message}`));
      });
      child.on('close', (code, signal) => {
        clearTimeout(timer);
        children.delete(child);
        const stdout = Buffer.concat(out).toString('utf8');
        const stderr = Buffer.concat(err).toString('utf8');
        if (timedOut)
          reject(new Error(`shaka-packager timed out after ${timeoutMs} ms and was killed (SIGKILL)`));
        else if (code === 0) resolve({ stdout, stderr });
        else
          reject(
            new Error(
              `shaka-packager failed (${signal ? `signal ${signal}` : `exit ${code}`}): ${stderr.slice(-STDERR_TAIL).trim()}`,
            ),
          );
      });
    });
  } finally {
    release();
  }
}

let version: Promise<string> | undefined;

/** "v3.4.2-c819dea-release": part of a package's stamp, so a packager upgrade repackages. */
export function packagerVersion(): Promise<string> {
  version ??= runPackager(['--version']).then(({ stdout, stderr }) => {
    const match = /v\d+\.\d+\.\d+\S*/.exec(`${stdout}\n${stderr}`);
    if (!match) throw new Error(`shaka-packager --version printed no version: ${stdout}${stderr}`);
    return match[0];
  });
  version.catch(() => {
    version = undefined;
  });
  return version;
}
