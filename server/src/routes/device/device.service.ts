import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Device } from '../../../../contract/device.ts';
import type { Db } from '../../db/client.ts';
import { devices } from '../../db/schema/device.ts';
import { type ClientHints, parseUserAgent } from './user-agent.ts';

export interface DeviceLookup {
  tenantName: string;
  userAgent: string;
  hints: ClientHints;
  channel: string;
}

// Stored UAs are capped so a hostile header cannot bloat the table.
const MAX_UA_LENGTH = 512;

/** Finds or records the device of this tenant and User-Agent; the same browser always gets the same id. */
export async function lookupDevice(db: Db, lookup: DeviceLookup): Promise<Device> {
  const userAgent = lookup.userAgent.slice(0, MAX_UA_LENGTH);
  const attributes = parseUserAgent(userAgent, lookup.hints);
  const fingerprint = createHash('sha256').update(userAgent).digest('hex');
  const [row] = await db
    .insert(devices)
    .values({ tenantName: lookup.tenantName, fingerprint, userAgent, channel: lookup.channel, ...attributes })
    .onConflictDoUpdate({
      target: [devices.tenantName, devices.fingerprint],
      set: { lastSeenAt: sql`now()`, channel: lookup.channel, ...attributes },
    })
    .returning({ id: devices.id });
  if (!row) throw new Error('Device upsert returned no row');
  return { id: row.id, deviceAttributes: attributes };
}
