import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import type { CatalogueItemRow } from '../../db/schema/catalogue.ts';
import type { GameEngine } from '../../db/schema/catalogue-props.ts';
import type { GameFiles } from './game-files.ts';

export interface GamePackage {
  path: string;
  /** What the download is saved as: the game's slug. */
  fileName: string;
  sizeBytes: number;
}

/** The zip of a game: a folder named after it holding the engine's files, the SDK, a README and a manifest. */
async function zipOf(files: GameFiles, item: CatalogueItemRow, engine: GameEngine): Promise<Uint8Array> {
  const folder = item.slug;
  const entries: Record<string, Uint8Array> = {};
  for (const name of [...(await files.files(engine))].sort()) {
    const path = await files.pathOf(engine, name);
    if (path) entries[`${folder}/${name}`] = new Uint8Array(await readFile(path));
  }
  if (!entries[`${folder}/index.html`]) throw new Error(`game engine ${engine} has no index.html`);
  const title = item.titles.en;
  const manifest = { name: title, id: item.id, slug: item.slug, engine, entry: 'index.html' };
  const readme = [
    title,
    '',
    `Open index.html in a web browser to play ${title}. It runs offline and needs nothing else.`,
    '',
  ].join('\n');
  entries[`${folder}/manifest.json`] = new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`);
  entries[`${folder}/README.txt`] = new TextEncoder().encode(readme);
  // A fixed time stamp: the same files make the same zip (and the same ETag) on every instance.
  return zipSync(entries, { level: 6, mtime: new Date('2026-01-01T00:00:00Z') });
}

/**
 * Downloadable game packages, built on first use into MEDIA_CACHE_DIR/games and kept there: named by the
 * game and a digest of what went in, so a changed engine makes a new file. Written to a temporary name
 * and renamed, so a reader never sees half a zip.
 */
export class GamePackages {
  readonly #dir: string;
  readonly #files: GameFiles;
  readonly #building = new Map<string, Promise<GamePackage>>();

  constructor(cacheDir: string, files: GameFiles) {
    this.#dir = join(cacheDir, 'games');
    this.#files = files;
  }

  ready(tenantName: string, item: CatalogueItemRow, engine: GameEngine): Promise<GamePackage> {
    const key = `${tenantName}:${item.id}:${engine}`;
    let building = this.#building.get(key);
    if (!building) {
      // Kept once built (the engine folders do not change while the server runs); a failed build is tried again.
      building = this.#build(tenantName, item, engine);
      building.catch(() => this.#building.delete(key));
      this.#building.set(key, building);
    }
    return building;
  }

  async #build(tenantName: string, item: CatalogueItemRow, engine: GameEngine): Promise<GamePackage> {
    const zip = await zipOf(this.#files, item, engine);
    const digest = createHash('sha256').update(zip).digest('hex').slice(0, 16);
    const path = join(this.#dir, `${tenantName}-${item.id}-${digest}.zip`);
    const fileName = `${item.slug}.zip`;
    const existing = await stat(path).catch(() => null);
    if (existing?.isFile()) return { path, fileName, sizeBytes: existing.size };
    await mkdir(this.#dir, { recursive: true });
    const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, zip);
    await rename(temporary, path);
    return { path, fileName, sizeBytes: zip.byteLength };
  }
}
