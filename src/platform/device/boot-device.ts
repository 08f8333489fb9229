import * as v from 'valibot';
import { type Device, DeviceSchema } from '#contract/device.ts';
import { BOOT_ELEMENT_ID } from '../tenant/boot-data.ts';

const BootDeviceSchema = v.object({ device: DeviceSchema });

/** The device the server resolved from the User-Agent for this page (boot data), if it sent one. */
export function readBootDevice(doc: Document = document): Device | undefined {
  const text = doc.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const result = v.safeParse(BootDeviceSchema, JSON.parse(text));
    return result.success ? result.output.device : undefined;
  } catch {
    return undefined;
  }
}
