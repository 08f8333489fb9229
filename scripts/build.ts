// `npm run build`: builds the portal into a new folder and switches to it only once it is complete, so a
// server running beside it always has a whole build to serve (layout: server/src/routes/portal/build-folders.ts).
//   1. `vite build` into .builds/<id>/client, `vite build --ssr` into .builds/<id>/ssr
//   2. .builds/<id>/build.json once both are there
//   3. `.builds/current` renamed over to point at <id> (dist and dist-ssr are links through it)
//   4. builds older than the last BUILDS_KEPT removed
// A failed build is removed and the one being served stays. One build at a time: .builds/build.lock.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import {
  BUILDS_DIR,
  BUILDS_KEPT,
  CLIENT_DIR,
  newBuildId,
  SSR_DIR,
} from '../server/src/routes/portal/build-folders.ts';
import { markComplete, pruneBuilds, switchToBuild } from '../server/src/routes/portal/build-switch.ts';

const project = process.cwd();
const builds = join(project, BUILDS_DIR);
const lockFile = join(builds, 'build.lock');

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock, or takes over one left by a build that is no longer running. */
function lock(): void {
  mkdirSync(builds, { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && processAlive(holder))
        throw new Error(`Another build (process ${holder}) is running in ${relative(project, builds)}/`);
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not take ${relative(project, lockFile)}`);
}

const viteBin = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');

function vite(args: string[]): void {
  const result = spawnSync(process.execPath, [viteBin, ...args], { stdio: 'inherit' });
  if (result.status !== 0)
    throw new Error(`vite ${args.join(' ')} failed (${result.signal ?? `exit code ${result.status}`})`);
}

function build(): void {
  const id = newBuildId();
  const dir = join(builds, id);
  const out = (part: string) => relative(project, join(dir, part));
  try {
    vite(['build', '--outDir', out(CLIENT_DIR), '--emptyOutDir']);
    vite(['build', '--ssr', 'src/entry-server.tsx', '--outDir', out(SSR_DIR), '--emptyOutDir']);
    markComplete(dir, { builtAt: new Date().toISOString() });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const adopted = switchToBuild(project, id);
  if (adopted) console.log(`[build] the real dist/ and dist-ssr/ folders were kept as build ${adopted}`);
  const removed = pruneBuilds(project, BUILDS_KEPT);
  console.log(
    `[build] serving ${relative(project, dir)} (dist -> ${BUILDS_DIR}/current/${CLIENT_DIR})` +
      (removed.length > 0 ? `; removed ${removed.join(', ')}` : ''),
  );
}

try {
  lock();
  try {
    build();
  } finally {
    rmSync(lockFile, { force: true });
  }
} catch (error) {
  console.error(`[build] ${(error as Error).message}`);
  process.exitCode = 1;
}
