import type { Db } from '../../db/client.ts';
import type { ContentVersions } from '../../db/content-versions.ts';
import type { TenantRow } from '../../db/schema/tenant.ts';
import { findTenantByName } from './tenant.service.ts';

/** Far more than any deployment's tenants; names that are no tenant are never kept. */
const MAX_TENANTS = 1000;

/**
 * Tenant rows by name for the per-request lookup: kept while the tenant's content version holds
 * (the tenants table raises it on every write), read when it moved or without versions.
 */
export class TenantRows {
  readonly #db: Db;
  readonly #versions: ContentVersions | undefined;
  readonly #rows = new Map<string, { row: TenantRow; version: number }>();

  constructor(db: Db, versions?: ContentVersions) {
    this.#db = db;
    this.#versions = versions;
  }

  async byName(name: string): Promise<TenantRow | undefined> {
    if (!this.#versions) return findTenantByName(this.#db, name);
    const version = await this.#versions.of(name);
    const kept = this.#rows.get(name);
    if (kept && kept.version === version) return kept.row;
    const row = await findTenantByName(this.#db, name);
    if (!row) return undefined;
    if (this.#rows.size >= MAX_TENANTS) this.#rows.clear();
    this.#rows.set(name, { row, version });
    return row;
  }
}
