import { and, eq } from 'drizzle-orm';
import type { StructureQuery } from '../../../../../contract/structure.ts';
import type { CatalogueItemRow } from '../../../db/schema/catalogue.ts';
import { devices } from '../../../db/schema/device.ts';
import type { QueryBatch } from '../query-batch.ts';

/** What a page knows of the caller's device: its operating system and form factor, when known. */
export interface CallerDevice {
  os?: string;
  desktop?: boolean;
}

/** Device ids this low are the portal's fallback (shell §7: id 1), never a looked-up device. */
const FIRST_REAL_DEVICE_ID = 1000;

/**
 * Shell §7 os/isDesktop as the query gives them, else from the device row that deviceId names
 * (GET /device recorded it from the User-Agent), scoped to the tenant.
 */
export async function callerDevice(
  db: QueryBatch,
  tenantName: string,
  query: StructureQuery,
): Promise<CallerDevice> {
  const fromQuery: CallerDevice = {
    ...(query.os ? { os: query.os } : {}),
    ...(query.isDesktop === undefined ? {} : { desktop: query.isDesktop }),
  };
  const id = query.deviceId === undefined ? 0 : Number(query.deviceId);
  if ((fromQuery.os && fromQuery.desktop !== undefined) || id < FIRST_REAL_DEVICE_ID) return fromQuery;
  const [row] = await db.all({
    shape: 'device',
    values: { tenant: tenantName, id },
    build: (from, ph) =>
      from
        .select({ os: devices.operatingSystem, desktop: devices.desktop })
        .from(devices)
        .where(and(eq(devices.tenantName, ph('tenant')), eq(devices.id, ph('id')))),
  });
  return row ? { os: row.os, desktop: row.desktop, ...fromQuery } : fromQuery;
}

/**
 * Downloadable games ship as Android packages unless the catalogue names other platforms (a
 * download is an installer for one os); online and cloud games run in any browser.
 */
export const DEFAULT_DOWNLOAD_PLATFORMS = ['Android'];

export function platformFacts(game: CatalogueItemRow, device: CallerDevice) {
  if (game.props.gameType !== 'download') return { runsOnDevice: true };
  const platforms = game.props.platforms?.length ? game.props.platforms : DEFAULT_DOWNLOAD_PLATFORMS;
  const os = device.os?.toLowerCase();
  return {
    platforms,
    ...(os ? { runsOnDevice: platforms.some((p) => p.toLowerCase() === os) } : {}),
  };
}
