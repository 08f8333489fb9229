import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BUILDS_DIR,
  currentBuildDirs,
  currentBuildId,
  isBuildId,
  newBuildId,
  previousClientDirs,
} from './build-folders.ts';
import { markComplete, pruneBuilds, switchToBuild } from './build-switch.ts';

/** A build as `npm run build` leaves it, its files naming `label`; complete unless told otherwise. */
function writeBuild(project: string, label: string, options: { complete?: boolean; at?: Date } = {}) {
  const id = newBuildId(options.at);
  const dir = join(project, BUILDS_DIR, id);
  mkdirSync(join(dir, 'client', '.vite'), { recursive: true });
  mkdirSync(join(dir, 'client', 'assets'));
  mkdirSync(join(dir, 'ssr'));
  writeFileSync(join(dir, 'client', 'index.html'), `<!doctype html><title>${label}</title>`);
  writeFileSync(join(dir, 'client', '.vite', 'manifest.json'), JSON.stringify({ label }));
  writeFileSync(join(dir, 'client', 'assets', `chunk-${label}.js`), `/* ${label} */`);
  writeFileSync(join(dir, 'ssr', 'entry-server.js'), `/* ${label} */`);
  if (options.complete !== false) markComplete(dir);
  return { id, dir };
}

const seconds = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, n));

describe('build folders: build into a new folder, then switch', () => {
  let project: string;
  const dist = () => join(project, 'dist');
  const ssr = () => join(project, 'dist-ssr');
  beforeEach(() => {
    project = mkdtempSync(join(tmpdir(), 'portal-builds-'));
  });
  afterEach(() => rmSync(project, { recursive: true, force: true }));

  it('build ids sort by time and are recognised', () => {
    const a = newBuildId(seconds(1));
    const b = newBuildId(seconds(2));
    expect(isBuildId(a)).toBe(true);
    expect([b, a].sort()).toEqual([a, b]);
    expect(isBuildId('current')).toBe(false);
  });

  it('a fresh checkout gets dist and dist-ssr as links through .builds/current', async () => {
    expect(await currentBuildDirs(dist(), ssr())).toBeNull();
    const a = writeBuild(project, 'A');
    expect(switchToBuild(project, a.id)).toBeNull();
    expect(readlinkSync(dist())).toBe(join(BUILDS_DIR, 'current', 'client'));
    expect(readlinkSync(ssr())).toBe(join(BUILDS_DIR, 'current', 'ssr'));
    expect(currentBuildId(project)).toBe(a.id);
    expect(readFileSync(join(dist(), 'index.html'), 'utf8')).toContain('A');
    const dirs = await currentBuildDirs(dist(), ssr());
    expect(dirs).toEqual({
      client: join(realpathSync(a.dir), 'client'),
      ssr: join(realpathSync(a.dir), 'ssr'),
    });
  });

  it('a switch changes the real folders the server reads, and the previous build stays for its assets', async () => {
    const a = writeBuild(project, 'A', { at: seconds(1) });
    const b = writeBuild(project, 'B', { at: seconds(2) });
    switchToBuild(project, a.id);
    const before = await currentBuildDirs(dist(), ssr());
    switchToBuild(project, b.id);
    const after = await currentBuildDirs(dist(), ssr());
    expect(after?.client).not.toBe(before?.client);
    expect(after?.ssr).not.toBe(before?.ssr);
    expect(readFileSync(join(dist(), 'index.html'), 'utf8')).toContain('B');
    expect(readFileSync(join(ssr(), 'entry-server.js'), 'utf8')).toContain('B');
    expect(await previousClientDirs(after?.client ?? '')).toEqual([join(realpathSync(a.dir), 'client')]);
    // Outside the layout (a plain folder as DIST_DIR) there are no previous builds to look in.
    expect(await previousClientDirs(project)).toEqual([]);
  });

  it('an incomplete build is neither marked complete, switched to, nor a source of assets', async () => {
    const a = writeBuild(project, 'A', { at: seconds(1) });
    switchToBuild(project, a.id);
    const half = writeBuild(project, 'half', { at: seconds(2), complete: false });
    rmSync(join(half.dir, 'ssr', 'entry-server.js'));
    expect(() => markComplete(half.dir)).toThrow(/ssr\/entry-server\.js missing/);
    expect(() => switchToBuild(project, half.id)).toThrow(/not complete/);
    expect(currentBuildId(project)).toBe(a.id);
    const b = writeBuild(project, 'B', { at: seconds(3) });
    switchToBuild(project, b.id);
    const dirs = await currentBuildDirs(dist(), ssr());
    expect(await previousClientDirs(dirs?.client ?? '')).toEqual([join(realpathSync(a.dir), 'client')]);
  });

  it('real dist/ and dist-ssr/ folders from an older checkout are kept as a previous build and replaced by links', async () => {
    mkdirSync(join(dist(), 'assets'), { recursive: true });
    writeFileSync(join(dist(), 'index.html'), '<title>old</title>');
    writeFileSync(join(dist(), 'assets', 'chunk-old.js'), '/* old */');
    mkdirSync(ssr());
    writeFileSync(join(ssr(), 'entry-server.js'), '/* old */');
    const b = writeBuild(project, 'B');
    const adopted = switchToBuild(project, b.id);
    expect(adopted && isBuildId(adopted)).toBe(true);
    expect(lstatSync(dist()).isSymbolicLink()).toBe(true);
    expect(lstatSync(ssr()).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(dist(), 'index.html'), 'utf8')).toContain('B');
    const oldClient = join(project, BUILDS_DIR, adopted ?? '', 'client');
    expect(readFileSync(join(oldClient, 'assets', 'chunk-old.js'), 'utf8')).toContain('old');
    const dirs = await currentBuildDirs(dist(), ssr());
    expect(await previousClientDirs(dirs?.client ?? '')).toEqual([realpathSync(oldClient)]);
  });

  it("a browser build is paired with its own build's server bundle, never another build's", async () => {
    const a = writeBuild(project, 'A', { at: seconds(1) });
    const b = writeBuild(project, 'B', { at: seconds(2) });
    switchToBuild(project, b.id);
    // As while a real dist-ssr/ folder waits for its link: dist is B, dist-ssr still A.
    rmSync(ssr());
    const { symlinkSync } = await import('node:fs');
    symlinkSync(join(a.dir, 'ssr'), ssr());
    expect(await currentBuildDirs(dist(), ssr())).toEqual({
      client: join(realpathSync(b.dir), 'client'),
      ssr: join(realpathSync(b.dir), 'ssr'),
    });
  });

  it('pruning keeps the current build and the two newest before it, and clears what interrupted builds left', () => {
    const builds = [1, 2, 3, 4, 5].map((n) => writeBuild(project, `b${n}`, { at: seconds(n) }));
    const crashed = writeBuild(project, 'crashed', { at: seconds(6), complete: false });
    writeFileSync(join(project, BUILDS_DIR, 'current.999.tmp'), '');
    // The current build need not be the newest (switched back by hand): it is kept all the same.
    switchToBuild(project, builds[1]?.id ?? '');
    const removed = pruneBuilds(project, 3);
    expect(removed.sort()).toEqual([builds[0]?.id, builds[2]?.id, crashed.id, 'current.999.tmp'].sort());
    for (const kept of [builds[1], builds[3], builds[4]]) expect(existsSync(kept?.dir ?? '')).toBe(true);
    expect(currentBuildId(project)).toBe(builds[1]?.id);
  });

  it('readers never see a missing or mixed build while another thread switches back and forth', async () => {
    const a = writeBuild(project, 'A', { at: seconds(1) });
    const b = writeBuild(project, 'B', { at: seconds(2) });
    switchToBuild(project, a.id);
    // The switching runs in another thread, so it really interleaves with the reads below.
    const worker = new Worker(
      `const { workerData, parentPort } = require('node:worker_threads');
       import(workerData.module).then(({ switchToBuild }) => {
         let switches = 0;
         const until = Date.now() + 1500;
         while (Date.now() < until) switchToBuild(workerData.project, switches++ % 2 ? workerData.a : workerData.b);
         parentPort.postMessage(switches);
       });`,
      {
        eval: true,
        workerData: {
          module: new URL('./build-switch.ts', import.meta.url).href,
          project,
          a: a.id,
          b: b.id,
        },
      },
    );
    const switches = new Promise<number>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    let done = false;
    void switches.finally(() => {
      done = true;
    });
    const seen = new Map<string, number>();
    const failures: string[] = [];
    while (!done) {
      try {
        const dirs = await currentBuildDirs(dist(), ssr());
        if (!dirs?.ssr) {
          failures.push(`no build or no pair: ${JSON.stringify(dirs)}`);
          continue;
        }
        const html = await readFile(join(dirs.client, 'index.html'), 'utf8');
        const entry = await readFile(join(dirs.ssr, 'entry-server.js'), 'utf8');
        const label = /<title>(\w)<\/title>/.exec(html)?.[1] ?? '?';
        if (!entry.includes(`/* ${label} */`)) failures.push(`mixed: ${label} with ${entry}`);
        seen.set(label, (seen.get(label) ?? 0) + 1);
      } catch (error) {
        failures.push(String(error));
      }
    }
    expect(await switches).toBeGreaterThan(100);
    expect(failures.slice(0, 5)).toEqual([]);
    expect(seen.get('A')).toBeGreaterThan(0);
    expect(seen.get('B')).toBeGreaterThan(0);
  });
});
