import { and, asc, eq } from 'drizzle-orm';
import { LruCache } from '../../cache/lru.ts';
import type { ContentVersions } from '../../db/content-versions.ts';
import type { LocalizedText } from '../../db/schema/localized-text.ts';
import { type StructureSectionRow, structureSections, structures } from '../../db/schema/structure.ts';
import type { QueryBatch } from './query-batch.ts';

/** A page an operator arranges (home, main-*): its title and its sections in order. */
export interface StoredStructure {
  titles: LocalizedText;
  sections: StructureSectionRow[];
}

/** A stored structure's title and sections (two selects of one statement), or undefined. */
export async function readStoredStructure(
  db: QueryBatch,
  tenantName: string,
  name: string,
): Promise<StoredStructure | undefined> {
  const values = { tenant: tenantName, name };
  const [[structure], sections] = await Promise.all([
    db.all({
      shape: 'structure',
      values,
      build: (from, ph) =>
        from
          .select({ titles: structures.titles })
          .from(structures)
          .where(and(eq(structures.tenantName, ph('tenant')), eq(structures.name, ph('name')))),
    }),
    db.all({
      shape: 'sections',
      values,
      build: (from, ph) =>
        from
          .select()
          .from(structureSections)
          .where(
            and(
              eq(structureSections.tenantName, ph('tenant')),
              eq(structureSections.structureName, ph('name')),
            ),
          )
          .orderBy(asc(structureSections.position)),
    }),
  ]);
  return structure ? { titles: structure.titles, sections } : undefined;
}

/**
 * Stored structures by tenant and name, kept while the tenant's content version holds: every
 * answer of a home or main page (each language, rating window, page of a rail) starts from the
 * same few rows, so even an uncached answer reads only its items. Unknown names are kept too.
 */
export class StoredStructures {
  readonly #versions: ContentVersions;
  readonly #kept = new LruCache<{ version: number; stored: StoredStructure | undefined }>({
    maxEntries: 2000,
    maxBytes: 16 * 1024 * 1024,
  });

  constructor(versions: ContentVersions) {
    this.#versions = versions;
  }

  async read(db: QueryBatch, tenantName: string, name: string): Promise<StoredStructure | undefined> {
    // The version is taken first: a write while reading leaves the entry stale-keyed, never stale-served.
    const version = await this.#versions.of(tenantName);
    const key = `${tenantName}\u0000${name}`;
    const kept = this.#kept.get(key);
    if (kept?.version === version) return kept.stored;
    const stored = await readStoredStructure(db, tenantName, name);
    const bytes = 200 + (stored ? JSON.stringify(stored).length : 0);
    this.#kept.set(key, { version, stored }, bytes);
    return stored;
  }
}
