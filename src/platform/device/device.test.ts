import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Device, FALLBACK_DEVICE_ID } from '#contract/device.ts';
import { scope } from '#test/fixtures.ts';
import { readBootDevice } from './boot-device.ts';
import { currentDevice, FALLBACK_DEVICE, setCurrentDevice } from './current-device.ts';
import { DEVICE_STALE_MS, deviceQuery, primeDevice } from './device.queries.ts';

const phone: Device = {
  id: 7,
  deviceAttributes: { desktop: false, tablet: false, modernPhone: true, operatingSystem: 'iOS' },
};

beforeEach(() => {
  localStorage.clear();
  setCurrentDevice(FALLBACK_DEVICE);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('device lookup (shell §7, §9)', () => {
  it('a failed GET /device falls back to device id 1', async () => {
    const call = vi.fn().mockRejectedValue(new Error('offline'));
    const device = await new QueryClient().fetchQuery(deviceQuery(scope({ api: { call } })));
    expect(device).toEqual({ id: FALLBACK_DEVICE_ID });
    expect(currentDevice().id).toBe(FALLBACK_DEVICE_ID);
  });

  it('a found device is cached 24 hours; the fallback is asked again soon', async () => {
    const client = new QueryClient();
    const ok = deviceQuery(scope({ api: { call: vi.fn().mockResolvedValue(phone) } }));
    await client.fetchQuery(ok);
    const cached = client.getQueryCache().find({ queryKey: ok.queryKey });
    const staleTime = ok.staleTime as (query: unknown) => number;
    expect(staleTime(cached)).toBe(DEVICE_STALE_MS);
    expect(DEVICE_STALE_MS).toBe(86_400_000);
    client.setQueryData(ok.queryKey, FALLBACK_DEVICE);
    expect(staleTime(cached)).toBeLessThan(DEVICE_STALE_MS);
    expect(currentDevice()).toEqual(phone);
  });

  it('start-up takes the device from the boot data without a request', async () => {
    const call = vi.fn();
    const client = new QueryClient();
    const target = scope({ api: { call } });
    await primeDevice(client, target, phone);
    expect(call).not.toHaveBeenCalled();
    expect(client.getQueryData(deviceQuery(target).queryKey)).toEqual(phone);
    expect(currentDevice()).toEqual(phone);
  });

  it('without boot data the last stored device is used (offline start), else GET /device', async () => {
    await primeDevice(new QueryClient(), scope({ api: { call: vi.fn() } }), phone);
    setCurrentDevice(FALLBACK_DEVICE);
    const call = vi.fn().mockResolvedValue({ ...phone, id: 9 });
    await primeDevice(new QueryClient(), scope({ api: { call } }), undefined);
    expect(call).not.toHaveBeenCalled();
    expect(currentDevice().id).toBe(7);

    localStorage.clear();
    await primeDevice(new QueryClient(), scope({ api: { call } }), undefined);
    expect(call).toHaveBeenCalledTimes(1);
    expect(currentDevice().id).toBe(9);
  });

  it('reads the device from the boot data element', () => {
    const doc = document.implementation.createHTMLDocument();
    doc.body.innerHTML = `<script id="portal-boot" type="application/json">${JSON.stringify({ device: phone })}</script>`;
    expect(readBootDevice(doc)).toEqual(phone);
    doc.body.innerHTML = '<script id="portal-boot" type="application/json">{"device":{"id":"x"}}</script>';
    expect(readBootDevice(doc)).toBeUndefined();
  });
});
