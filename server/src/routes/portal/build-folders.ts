import { randomBytes } from 'node:crypto';
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
import { readdir, realpath, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/*
 * Where builds live, so a rebuild never leaves the server without a portal (written by scripts/build.ts,
 * read by the portal routes):
 *
 *   .builds/<id>/client/      the browser build (`vite build`)
 *   .builds/<id>/ssr/         the server-rendering bundle (`vite build --ssr`)
 *   .builds/<id>/build.json   written last: the build is complete
 *   .builds/current -> <id>   the build being served; replaced by renaming a new link over it (atomic)
 *   dist     -> .builds/current/client
 *   dist-ssr -> .builds/current/ssr
 *
 * dist and dist-ssr never change once they are links: one rename of `.builds/current` switches both at once.
 * The previous builds stay on disk (a browser still running one loads its lazy chunks from them); older ones
 * are pruned.
 */
export const BUILDS_DIR = '.builds';
export const CURRENT_LINK = 'current';
export const CLIENT_DIR = 'client';
export const SSR_DIR = 'ssr';
export const BUILD_MARKER = 'build.json';
/** The current build and the two before it. */
export const BUILDS_KEPT = 3;

/** Sorts by time: `<UTC yyyymmddhhmmssmmm>-<6 hex>`. */
const BUILD_ID = /^\d{17}-[0-9a-f]{6}$/;
export const isBuildId = (name: string): boolean => BUILD_ID.test(name);

export function newBuildId(at: Date = new Date()): string {
  const stamp = at.toISOString().replace(/[-:.TZ]/g, '');
  return `${stamp}-${randomBytes(3).toString('hex')}`;
}

/* ------------------------------------------------------------------ reading (the server) */

/** The real folders of the build being served; `ssr` is null when there is none to pair with `client`. */
export interface BuildDirs {
  client: string;
  ssr: string | null;
}

async function realOrNull(path: string): Promise<string | null> {
  try {
    return await realpath(path);
  } catch {
    return null;
  }
}

/** `<builds>/<id>/<part>` of the layout above, or null for a folder outside it. */
function buildFolderOf(dir: string, part: string): string | null {
  const build = dirname(dir);
  return basename(dir) === part && isBuildId(basename(build)) && basename(dirname(build)) === BUILDS_DIR
    ? build
    : null;
}

/**
 * Resolves the dist and dist-ssr links to real folders, so one request reads one build throughout, and
 * caches keyed by these paths change on every switch. In the layout the server bundle is always the one of the
 * browser build's own build; outside it (real folders of an older checkout) a browser build and a server bundle
 * of two different builds are never paired: the page then comes from the shell.
 */
export async function currentBuildDirs(distDir: string, ssrDir: string): Promise<BuildDirs | null> {
  // In the layout one resolution names the build, and its server bundle is the one beside it: a switch between
  // two lookups cannot pair two builds.
  const resolved = await realOrNull(distDir);
  const build = resolved === null ? null : buildFolderOf(resolved, CLIENT_DIR);
  if (resolved !== null && build !== null) {
    const ssr = join(build, SSR_DIR);
    return { client: resolved, ssr: (await realOrNull(ssr)) === ssr ? ssr : null };
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    const [client, ssr] = await Promise.all([realOrNull(distDir), realOrNull(ssrDir)]);
    if (client === null) return null;
    if (ssr === null) return { client, ssr: null };
    const clientBuild = buildFolderOf(client, CLIENT_DIR);
    const ssrBuild = buildFolderOf(ssr, SSR_DIR);
    if (clientBuild === ssrBuild) return { client, ssr };
  }
  const client = await realOrNull(distDir);
  return client === null ? null : { client, ssr: null };
}

/**
 * The browser-build folders of the other complete builds kept beside `client`, newest first: hashed asset
 * names never collide, so a chunk the current build lacks can come from the build that named it. Empty for
 * a folder outside the layout.
 */
export async function previousClientDirs(client: string): Promise<string[]> {
  const build = buildFolderOf(client, CLIENT_DIR);
  if (build === null) return [];
  const builds = dirname(build);
  let entries: string[];
  try {
    entries = await readdir(builds);
  } catch {
    return [];
  }
  const others = entries
    .filter((name) => isBuildId(name) && name !== basename(build))
    .sort()
    .reverse();
  const complete = await Promise.all(
    others.map((id) =>
      stat(join(builds, id, BUILD_MARKER)).then(
        () => true,
        () => false,
      ),
    ),
  );
  return others.filter((_, i) => complete[i]).map((id) => join(builds, id, CLIENT_DIR));
}

/* ------------------------------------------------------------------ writing (scripts/build.ts) */

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

/** The build `.builds/current` names, or null. */
export function currentBuildId(project: string): string | null {
  try {
    const id = readlinkSync(join(project, BUILDS_DIR, CURRENT_LINK));
    return isBuildId(id) ? id : null;
  } catch {
    return null;
  }
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
