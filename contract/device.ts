import * as v from 'valibot';
import { defineEndpoints } from './endpoint.ts';

export const DeviceSchema = v.object({
  id: v.number(),
  deviceAttributes: v.object({
    desktop: v.boolean(),
    tablet: v.boolean(),
    modernPhone: v.boolean(),
    operatingSystem: v.string(),
  }),
});
export type Device = v.InferOutput<typeof DeviceSchema>;

/** Shell §7: a failed device lookup falls back to device id 1. */
export const FALLBACK_DEVICE_ID = 1;

export const deviceEndpoints = defineEndpoints({
  device: { method: 'GET', path: '/device', response: DeviceSchema },
});
