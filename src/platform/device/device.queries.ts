import { type QueryClient, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { type Device, DeviceSchema, deviceEndpoints, FALLBACK_DEVICE_ID } from '#contract/device.ts';
import type { QueryScope } from '#lib/query-scope.ts';
import { FALLBACK_DEVICE, type KnownDevice, setCurrentDevice } from './current-device.ts';

/** Shell §9: the device is cached 24 hours. */
export const DEVICE_STALE_MS = 24 * 60 * 60 * 1000;
/** The fallback is a stopgap: ask again soon. */
const FALLBACK_STALE_MS = 60 * 1000;

const storageKey = (tenant: string) => `device:${tenant}`;
const StoredDeviceSchema = v.object({ device: DeviceSchema, at: v.number() });

/** The last known device survives restarts, so an offline start names the same device (and cache keys). */
function storeDevice(tenant: string, device: Device): void {
  try {
    localStorage.setItem(storageKey(tenant), JSON.stringify({ device, at: Date.now() }));
  } catch {
    // Storage full or disabled: the device is looked up again next start.
  }
}

function readStoredDevice(tenant: string): v.InferOutput<typeof StoredDeviceSchema> | undefined {
  try {
    const result = v.safeParse(
      StoredDeviceSchema,
      JSON.parse(localStorage.getItem(storageKey(tenant)) ?? 'null'),
    );
    return result.success ? result.output : undefined;
  } catch {
    return undefined;
  }
}

/** GET /device (shell §7): a failed lookup falls back to device id 1. */
export const deviceQuery = (scope: Pick<QueryScope, 'api' | 'tenant'>) =>
  queryOptions({
    queryKey: [scope.tenant.name, 'device'] as const,
    queryFn: async ({ signal }): Promise<KnownDevice> => {
      try {
        const device = await scope.api.call(deviceEndpoints.device, { signal });
        storeDevice(scope.tenant.name, device);
        setCurrentDevice(device);
        return device;
      } catch (error) {
        console.error('Device lookup failed; using device id 1', error);
        return FALLBACK_DEVICE;
      }
    },
    staleTime: (query) => (query.state.data?.id === FALLBACK_DEVICE_ID ? FALLBACK_STALE_MS : DEVICE_STALE_MS),
  });

/**
 * Start-up: the device the server resolved for this page (boot data), else the stored one, else
 * GET /device. Settles the device before the first structure key is built, so the key the boot
 * data primes is the one the page asks for.
 */
export async function primeDevice(
  queryClient: QueryClient,
  scope: Pick<QueryScope, 'api' | 'tenant'>,
  bootDevice: Device | undefined,
): Promise<KnownDevice> {
  const { queryKey } = deviceQuery(scope);
  const stored = bootDevice ? { device: bootDevice, at: Date.now() } : readStoredDevice(scope.tenant.name);
  if (stored) {
    if (bootDevice) storeDevice(scope.tenant.name, bootDevice);
    setCurrentDevice(stored.device);
    queryClient.setQueryData(queryKey, stored.device, { updatedAt: stored.at });
    return stored.device;
  }
  return queryClient.ensureQueryData(deviceQuery(scope));
}
