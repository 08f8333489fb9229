import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The built index.html, re-read only when the build is switched or replaces it, so a rebuild needs no
 * restart. Keyed by the build folder's real path (every switch changes it), its mtime and size.
 */
export class ShellTemplate {
  #cached: { key: string; html: string } | null = null;

  /**
   * The template of the browser build in `clientDir` (a real path: see currentBuildDirs). While none can be
   * read (no link for a moment, a folder being replaced by hand) the last one read keeps answering; null
   * only while the portal has never been built.
   */
  async load(clientDir: string | null): Promise<string | null> {
    if (clientDir === null) return this.#cached?.html ?? null;
    const path = join(clientDir, 'index.html');
    try {
      const info = await stat(path);
      const key = `${path}:${info.mtimeMs}:${info.size}`;
      if (this.#cached?.key !== key) this.#cached = { key, html: await readFile(path, 'utf8') };
      return this.#cached.html;
    } catch {
      return this.#cached?.html ?? null;
    }
  }
}
