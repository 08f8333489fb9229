import { useSyncExternalStore } from 'react';

/**
 * This device's kiosk enrolment (issue 21), kept per tenant in localStorage once the server accepted a
 * signed enrolment link (POST /kiosk/enrol). Only the enrolment page writes it: a query parameter never does.
 */
export interface KioskDevice {
  deviceId: string;
  enrolledAt: string;
}

const key = (tenant: string) => `kiosk:${tenant}`;
const listeners = new Set<() => void>();
const publish = () => {
  for (const listener of listeners) listener();
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The stored enrolment, when there is a well-formed one. */
export function readKioskDevice(
  tenant: string,
  storage: Pick<Storage, 'getItem'> = localStorage,
): KioskDevice | undefined {
  try {
    const value = JSON.parse(storage.getItem(key(tenant)) ?? 'null') as Partial<KioskDevice> | null;
    if (typeof value?.deviceId !== 'string' || !UUID.test(value.deviceId)) return undefined;
    return { deviceId: value.deviceId, enrolledAt: String(value.enrolledAt ?? '') };
  } catch {
    return undefined;
  }
}

export function saveKioskDevice(tenant: string, device: KioskDevice): void {
  try {
    localStorage.setItem(key(tenant), JSON.stringify(device));
  } catch {
    // Storage refused: the device stays a kiosk for this page only.
  }
  publish();
}

export function forgetKioskDevice(tenant: string): void {
  try {
    localStorage.removeItem(key(tenant));
  } catch {
    // Nothing was stored either.
  }
  publish();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith('kiosk:')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The enrolled device id of this tenant (undefined on the server and on devices that are not kiosks). */
export function useKioskDeviceId(tenant: string): string | undefined {
  return useSyncExternalStore(
    subscribe,
    () => readKioskDevice(tenant)?.deviceId,
    () => undefined,
  );
}
