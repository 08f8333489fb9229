import { eq } from 'drizzle-orm';
import type { Database, Db } from './client.ts';
import type { Listening } from './notifications.ts';
import { CONTENT_VERSION_CHANNEL, contentVersions } from './schema/content-version.ts';

/** "<tenant> <version>" as the triggers of migration 0007 announce it. */
export function parseVersionNotice(payload: string): { tenant: string; version: number } | undefined {
  const match = /^([a-z0-9-]{1,40}) (\d{1,15})$/.exec(payload);
  return match?.[1] && match[2] ? { tenant: match[1], version: Number(match[2]) } : undefined;
}

/**
 * Each tenant's content version as this instance knows it. Triggers raise the version on every
 * content write and NOTIFY it; all instances listen, so a version held in memory is the current one
 * (up to the notification's delay). While the listening connection is down every ask reads the table.
 */
export class ContentVersions {
  readonly #db: Db;
  readonly #known = new Map<string, number>();
  readonly #reads = new Map<string, Promise<number>>();
  #listening: Listening | undefined;
  /** Raised on every reset: a read that started before one must not store what it read. */
  #generation = 0;

  private constructor(db: Db) {
    this.#db = db;
  }

  /** Starts listening on the database's content-version channel. */
  static async watch(database: Pick<Database, 'db' | 'listen'>): Promise<ContentVersions> {
    const versions = new ContentVersions(database.db);
    versions.#listening = await database.listen(CONTENT_VERSION_CHANNEL, {
      message: (payload) => {
        const notice = parseVersionNotice(payload);
        if (notice) versions.#raise(notice.tenant, notice.version);
      },
      reset: () => {
        versions.#generation += 1;
        versions.#known.clear();
        versions.#reads.clear();
      },
    });
    return versions;
  }

  /** The tenant's version: from memory when it is known and trusted, else read (one query). */
  of(tenantName: string): number | Promise<number> {
    const live = this.#listening?.live === true;
    const known = live ? this.#known.get(tenantName) : undefined;
    if (known !== undefined) return known;
    if (!live) return this.#read(tenantName);
    let read = this.#reads.get(tenantName);
    if (!read) {
      const generation = this.#generation;
      read = this.#read(tenantName).then((version) => {
        if (generation === this.#generation) {
          this.#reads.delete(tenantName);
          this.#raise(tenantName, version);
        }
        return this.#known.get(tenantName) ?? version;
      });
      read.catch(() => this.#reads.delete(tenantName));
      this.#reads.set(tenantName, read);
    }
    return read;
  }

  /** Resolves once every content write committed before the call is reflected here. */
  caughtUp(): Promise<void> {
    return this.#listening?.caughtUp() ?? Promise.resolve();
  }

  async close(): Promise<void> {
    await this.#listening?.close();
  }

  // Versions of one tenant only grow (commit-ordered by the row lock), so the highest heard is current.
  #raise(tenantName: string, version: number): void {
    if (version > (this.#known.get(tenantName) ?? 0)) this.#known.set(tenantName, version);
  }

  async #read(tenantName: string): Promise<number> {
    const [row] = await this.#db
      .select({ version: contentVersions.version })
      .from(contentVersions)
      .where(eq(contentVersions.tenantName, tenantName));
    return row?.version ?? 0;
  }
}
