import type { StructureQueryInput } from '#contract/structure.ts';
import type { QueryScope } from '#lib/query-scope.ts';
import { currentDevice, deviceParams, type KnownDevice } from './device/current-device.ts';
import { resolveMaxRating } from './parental/max-rating.ts';
import { parentalForRating } from './parental/parental-state.ts';

/**
 * Shell §9 default query (minRating 0, preLive, cached), in the page language, capped at the
 * resolved maximum rating (§6), for this device (§7: deviceId, isDesktop, os).
 */
export function structureParams(
  { tenant, locale, device: pageDevice }: QueryScope,
  device: KnownDevice = pageDevice ?? currentDevice(),
): StructureQueryInput {
  return {
    lang: locale,
    minRating: '0',
    preLive: 'true',
    omitCache: 'false',
    // The signed-in user's active parental age group (unless unlocked), else the tenant default, else 60.
    maxRating: String(resolveMaxRating({ parental: parentalForRating(), tenantDefault: tenant.maxRating })),
    ...deviceParams(device),
  };
}
