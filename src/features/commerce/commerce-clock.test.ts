import { beforeEach, describe, expect, it } from 'vitest';
import { commerceNow, noteCommerceTime } from './commerce-clock.ts';

const DEVICE = Date.parse('2026-11-26T12:00:00Z');
const DAY = 86_400_000;

describe('the commerce clock the portal counts on (GET /subscription x-commerce-time)', () => {
  beforeEach(() => localStorage.clear());

  it('without a noted server time it is the device clock', () => {
    expect(commerceNow('fresh', DEVICE)).toBe(DEVICE);
  });

  it('a demo clock five days ahead moves it five days ahead of the device, per tenant', () => {
    noteCommerceTime('demo', new Date(DEVICE + 5 * DAY).toISOString(), DEVICE);
    expect(commerceNow('demo', DEVICE + 1000)).toBe(DEVICE + 5 * DAY + 1000);
    expect(commerceNow('acme', DEVICE)).toBe(DEVICE);
  });

  it('an unreadable or missing header keeps the last offset', () => {
    noteCommerceTime('keep', new Date(DEVICE - DAY).toISOString(), DEVICE);
    noteCommerceTime('keep', 'yesterday', DEVICE);
    noteCommerceTime('keep', null, DEVICE);
    expect(commerceNow('keep', DEVICE)).toBe(DEVICE - DAY);
  });

  it('the offset survives a reload (local storage), so a restored list still counts on server time', () => {
    noteCommerceTime('stored', new Date(DEVICE + 2 * DAY).toISOString(), DEVICE);
    expect(Number(localStorage.getItem('commerce-clock-offset:stored'))).toBe(2 * DAY);
  });
});
