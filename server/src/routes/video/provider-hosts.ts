import type { Db } from '../../db/client.ts';
import { tenantHosts } from '../../db/schema/tenant.ts';
import { externalProviders } from '../../db/schema/video.ts';

/** What one read of the hosts gives: provider hosts and tenant hosts. */
export interface HostLists {
  providers: string[];
  tenants: string[];
}

const REFRESH_MS = 60_000;
const FIRST_BACKOFF_MS = 1_000;

/**
 * Provider hosts, kept in memory and read again in the background at most once a minute (seeded rows; an
 * operator's edit shows within a minute). Load it before the server listens (loadProviderHosts).
 *
 * Fail closed: until a read succeeds, or after one fails, a host that is not a known tenant host is refused
 * on everything but /ext/… (404; 503 with the database's own error while no read has ever succeeded, as
 * every other answer would be). Failed reads back off (1 s doubling to a minute), so a database outage
 * costs one query per back-off step, not one per request. A provider host that is also a tenant host is
 * refused (logged, never served as a provider).
 */
export class ProviderHosts {
  #providers = new Set<string>();
  #tenants = new Set<string>();
  /** Whether the latest read succeeded (false before the first one ends). */
  #fresh = false;
  #everRead = false;
  #lastError: unknown;
  #reading: Promise<void> | undefined;
  #nextReadAt = 0;
  #backoffMs = FIRST_BACKOFF_MS;
  readonly #readHosts: () => Promise<HostLists>;
  readonly #now: () => number;

  constructor(readHosts: () => Promise<HostLists>, now: () => number = Date.now) {
    this.#readHosts = readHosts;
    this.#now = now;
  }

  /** A read now unless one is under way; resolves when it ends (never rejects). */
  read(): Promise<void> {
    if (this.#reading) return this.#reading;
    const reading = Promise.resolve()
      .then(() => this.#readHosts())
      .then(({ providers, tenants }) => {
        this.#tenants = new Set(tenants);
        const refused = providers.filter((host) => this.#tenants.has(host));
        if (refused.length > 0)
          console.error(
            `[video] provider hosts that are also tenant hosts are refused: ${refused.join(', ')}`,
          );
        this.#providers = new Set(providers.filter((host) => !this.#tenants.has(host)));
        this.#fresh = true;
        this.#everRead = true;
        this.#backoffMs = FIRST_BACKOFF_MS;
        this.#nextReadAt = this.#now() + REFRESH_MS;
      })
      .catch((error: unknown) => {
        // The hosts known so far stay known, but the answer fails closed until a read succeeds again.
        this.#fresh = false;
        this.#lastError = error;
        this.#nextReadAt = this.#now() + this.#backoffMs;
        this.#backoffMs = Math.min(this.#backoffMs * 2, REFRESH_MS);
      })
      .finally(() => {
        this.#reading = undefined;
      });
    this.#reading = reading;
    return reading;
  }

  /**
   * How a request to the host is answered: 'provider' (the provider's routes), 'app' (the tenant app) or
   * 'refused' (fail closed). Waits only when no read has ended yet, or for a due read on an /ext/ path.
   */
  async classify(hostname: string, ext: boolean): Promise<'provider' | 'app' | 'refused'> {
    const due = this.#now() >= this.#nextReadAt;
    if (!this.#everRead && this.#reading) await this.#reading;
    else if (due) {
      const reading = this.read();
      if (ext || !this.#everRead) await reading;
    }
    if (this.#providers.has(hostname)) return 'provider';
    if (this.#fresh || this.#tenants.has(hostname) || ext) return 'app';
    if (!this.#everRead) throw this.#lastError;
    return 'refused';
  }
}

/** The provider hosts of the database, their first read started (requests wait for it). */
export function providerHostsOf(db: Db): ProviderHosts {
  const hosts = new ProviderHosts(async () => {
    const [providers, tenants] = await Promise.all([
      db.selectDistinct({ host: externalProviders.host }).from(externalProviders),
      db.select({ hostname: tenantHosts.hostname }).from(tenantHosts),
    ]);
    return { providers: providers.map((row) => row.host), tenants: tenants.map((row) => row.hostname) };
  });
  void hosts.read();
  return hosts;
}

/** The provider hosts, read once before they are returned: load them before the server listens. */
export async function loadProviderHosts(db: Db): Promise<ProviderHosts> {
  const hosts = providerHostsOf(db);
  await hosts.read();
  return hosts;
}
