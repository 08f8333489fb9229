import { and, eq } from 'drizzle-orm';
import type { Device } from '../../../../contract/device.ts';
import type { Db } from '../../db/client.ts';
import { devices } from '../../db/schema/device.ts';
import { type ClientHints, parseUserAgent } from './user-agent.ts';

export interface DeviceLookup {
  tenantName: string;
  userAgent: string;
  hints: ClientHints;
}

// Only this much of a hostile header is ever parsed.
const MAX_UA_LENGTH = 512;

/**
 * The device id of this tenant's device class (operating system and form factor, parsed from the
 * User-Agent): the same browser always gets the same id, and the table holds at most one row per
 * class, however many browsers ask. Known classes cost one read; a new one is inserted once.
 */
export async function lookupDevice(db: Db, lookup: DeviceLookup): Promise<Device> {
  const attributes = parseUserAgent(lookup.userAgent.slice(0, MAX_UA_LENGTH), lookup.hints);
  const ofClass = and(
    eq(devices.tenantName, lookup.tenantName),
    eq(devices.operatingSystem, attributes.operatingSystem),
    eq(devices.desktop, attributes.desktop),
    eq(devices.tablet, attributes.tablet),
    eq(devices.modernPhone, attributes.modernPhone),
  );
  const find = async () => (await db.select({ id: devices.id }).from(devices).where(ofClass))[0];
  let row = await find();
  if (!row) {
    // Two first lookups at once: the unique class key lets one insert win, and both read its id.
    await db
      .insert(devices)
      .values({ tenantName: lookup.tenantName, ...attributes })
      .onConflictDoNothing();
    row = await find();
  }
  if (!row) throw new Error('Device class row missing after insert');
  return { id: row.id, deviceAttributes: attributes };
}
