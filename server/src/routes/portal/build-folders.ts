import { randomBytes } from 'node:crypto';
import { readlinkSync } from 'node:fs';
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

/** The build `.builds/current` names, or null. */
export function currentBuildId(project: string): string | null {
  try {
    const id = readlinkSync(join(project, BUILDS_DIR, CURRENT_LINK));
    return isBuildId(id) ? id : null;
  } catch {
    return null;
  }
}
