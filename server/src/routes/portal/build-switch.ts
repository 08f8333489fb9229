import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, join } from 'node:path';
import {
  BUILD_MARKER,
  BUILDS_DIR,
  BUILDS_KEPT,
  CLIENT_DIR,
  CURRENT_LINK,
  currentBuildId,
  isBuildId,
  newBuildId,
  SSR_DIR,
} from './build-folders.ts';

/* Writing builds (scripts/build.ts): complete, switch atomically, prune. The layout is in build-folders.ts. */

/** What a build must hold before it may be served. */
export const REQUIRED_FILES = [
  join(CLIENT_DIR, 'index.html'),
  join(CLIENT_DIR, '.vite', 'manifest.json'),
  join(SSR_DIR, 'entry-server.js'),
];

/** Points `link` at `target` (relative to the link's folder) by renaming a new link over it: atomic. */
export function replaceLink(link: string, target: string): void {
  const temporary = `${link}.${process.pid}.tmp`;
  rmSync(temporary, { force: true });
  symlinkSync(target, temporary);
  renameSync(temporary, link);
}

/** Marks a build complete once every required file is there; throws naming what is missing. */
export function markComplete(buildDir: string, extra: Record<string, unknown> = {}): void {
  const missing = REQUIRED_FILES.filter((file) => !existsSync(join(buildDir, file)));
  if (missing.length > 0)
    throw new Error(`The build in ${buildDir} is incomplete: ${missing.join(', ')} missing`);
  writeMarker(buildDir, extra);
}

function writeMarker(buildDir: string, extra: Record<string, unknown>): void {
  const marker = join(buildDir, BUILD_MARKER);
  writeFileSync(`${marker}.tmp`, JSON.stringify({ id: basename(buildDir), ...extra }));
  renameSync(`${marker}.tmp`, marker);
}

const isRealDir = (path: string): boolean => {
  try {
    const info = lstatSync(path);
    return info.isDirectory() && !info.isSymbolicLink();
  } catch {
    return false;
  }
};

/**
 * dist and dist-ssr as real folders (a checkout from before the switch) become one more kept build, so
 * browsers running it still find its chunks; complete or not, it is never the current one.
 */
function adoptRealFolders(project: string, distName: string, ssrName: string): string | null {
  const dist = join(project, distName);
  const ssr = join(project, ssrName);
  if (!isRealDir(dist) && !isRealDir(ssr)) return null;
  const builds = join(project, BUILDS_DIR);
  const builtAt = isRealDir(dist) ? statSync(dist).mtime : new Date(0);
  const id = newBuildId(builtAt);
  mkdirSync(join(builds, id), { recursive: true });
  // Each folder is replaced by its link right after it moves: the server is without it for one rename.
  const link = (name: string, part: string) =>
    replaceLink(join(project, name), join(BUILDS_DIR, CURRENT_LINK, part));
  if (isRealDir(dist)) {
    renameSync(dist, join(builds, id, CLIENT_DIR));
    link(distName, CLIENT_DIR);
  }
  if (isRealDir(ssr)) {
    renameSync(ssr, join(builds, id, SSR_DIR));
    link(ssrName, SSR_DIR);
  }
  // Kept for its assets only (previousClientDirs); a folder without a portal in it is pruned.
  if (existsSync(join(builds, id, CLIENT_DIR, 'index.html')))
    writeMarker(join(builds, id), { adopted: true });
  return id;
}

export interface SwitchOptions {
  distName?: string;
  ssrName?: string;
}

/**
 * Serves the complete build `id` from now on: `.builds/current` is renamed over in one step, dist and
 * dist-ssr are made links through it when they are not yet. Returns the id of real folders it adopted.
 */
export function switchToBuild(project: string, id: string, options: SwitchOptions = {}): string | null {
  const { distName = 'dist', ssrName = 'dist-ssr' } = options;
  const builds = join(project, BUILDS_DIR);
  if (!isBuildId(id) || !existsSync(join(builds, id, BUILD_MARKER)))
    throw new Error(`Build ${id} is not complete in ${builds}: it cannot be served`);
  replaceLink(join(builds, CURRENT_LINK), id);
  const adopted = adoptRealFolders(project, distName, ssrName);
  for (const [name, part] of [
    [distName, CLIENT_DIR],
    [ssrName, SSR_DIR],
  ] as const) {
    const link = join(project, name);
    const target = join(BUILDS_DIR, CURRENT_LINK, part);
    let current: string | null = null;
    try {
      current = readlinkSync(link);
    } catch {
      // Missing (a fresh checkout) or not a link: replaced below.
    }
    if (current !== target) replaceLink(link, target);
  }
  return adopted;
}

/**
 * Removes every build but the current one and the newest complete ones before it (`kept` in all), and what
 * an interrupted build left behind (folders without build.json, temporary links). Only one build may run
 * at a time (scripts/build.ts holds a lock), so an incomplete folder is never one still being written.
 */
export function pruneBuilds(project: string, kept: number = BUILDS_KEPT): string[] {
  const builds = join(project, BUILDS_DIR);
  if (!existsSync(builds)) return [];
  const current = currentBuildId(project);
  const names = readdirSync(builds);
  const complete = names
    .filter((name) => isBuildId(name) && name !== current && existsSync(join(builds, name, BUILD_MARKER)))
    .sort()
    .reverse();
  const keep = new Set([...(current ? [current] : []), ...complete.slice(0, Math.max(0, kept - 1))]);
  const removed: string[] = [];
  for (const name of names) {
    if ((isBuildId(name) && !keep.has(name)) || name.endsWith('.tmp')) {
      rmSync(join(builds, name), { recursive: true, force: true });
      removed.push(name);
    }
  }
  return removed;
}
