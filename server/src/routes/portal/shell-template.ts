import { readFile, stat } from 'node:fs/promises';

/** The built index.html, re-read only when the build replaces it, so a rebuild needs no restart. */
export class ShellTemplate {
  readonly #path: string;
  #cached: { mtimeMs: number; html: string } | null = null;

  constructor(path: string) {
    this.#path = path;
  }

  /** The template, or null while the portal is not built. */
  async load(): Promise<string | null> {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(this.#path)).mtimeMs;
    } catch {
      this.#cached = null;
      return null;
    }
    if (this.#cached?.mtimeMs !== mtimeMs)
      this.#cached = { mtimeMs, html: await readFile(this.#path, 'utf8') };
    return this.#cached.html;
  }
}
