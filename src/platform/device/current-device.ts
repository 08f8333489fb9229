import { type Device, FALLBACK_DEVICE_ID } from '#contract/device.ts';

/** A device as the portal knows it: the fallback (shell §7: id 1) has no attributes. */
export type KnownDevice = Pick<Device, 'id'> & Partial<Pick<Device, 'deviceAttributes'>>;

export const FALLBACK_DEVICE: KnownDevice = { id: FALLBACK_DEVICE_ID };

let current: KnownDevice = FALLBACK_DEVICE;

/** The device every structure request names (set at start-up, updated when GET /device answers). */
export const currentDevice = (): KnownDevice => current;

export function setCurrentDevice(device: KnownDevice): void {
  current = device;
}

export interface DeviceParams {
  deviceId: string;
  isDesktop?: 'true' | 'false';
  os?: string;
}

/** Shell §7 structure query: deviceId, and isDesktop and os when the device is known. */
export function deviceParams(device: KnownDevice): DeviceParams {
  const attributes = device.deviceAttributes;
  if (!attributes) return { deviceId: String(device.id) };
  return {
    deviceId: String(device.id),
    isDesktop: attributes.desktop ? 'true' : 'false',
    os: attributes.operatingSystem.slice(0, 40),
  };
}
