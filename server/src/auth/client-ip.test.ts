import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip.ts';

/** What clientIp answers for a request from `socket` carrying these X-Forwarded-For values. */
async function seen(
  trust: Parameters<typeof clientIp>[1],
  forwardedFor: string[],
  socket = '10.0.0.2',
): Promise<string> {
  const app = new Hono().get('/', (c) => c.text(clientIp(c, trust)));
  const headers = new Headers();
  for (const value of forwardedFor) headers.append('x-forwarded-for', value);
  const res = await app.request(
    'http://app.internal/',
    { headers },
    { incoming: { socket: { remoteAddress: socket } } },
  );
  return res.text();
}

describe('client address for per-IP limits', () => {
  it('without TRUST_PROXY the socket address counts and X-Forwarded-For is ignored', async () => {
    expect(await seen({ trustProxy: false, trustedProxyHops: 1 }, ['198.51.100.1'])).toBe('10.0.0.2');
  });

  it('behind one trusted proxy the right-most entry counts: a client-written first entry does not change the bucket', async () => {
    const one = { trustProxy: true, trustedProxyHops: 1 };
    expect(await seen(one, ['203.0.113.7'])).toBe('203.0.113.7');
    expect(await seen(one, ['1.1.1.1, 203.0.113.7'])).toBe('203.0.113.7');
    expect(await seen(one, ['2.2.2.2,  3.3.3.3 ,203.0.113.7'])).toBe('203.0.113.7');
    // A repeated header is one list, in order.
    expect(await seen(one, ['4.4.4.4', '203.0.113.7'])).toBe('203.0.113.7');
  });

  it('with N trusted proxies the entry N from the right counts; fewer entries fall back to the socket', async () => {
    const two = { trustProxy: true, trustedProxyHops: 2 };
    expect(await seen(two, ['9.9.9.9, 203.0.113.7, 10.0.0.9'])).toBe('203.0.113.7');
    expect(await seen(two, ['203.0.113.7'])).toBe('10.0.0.2');
    expect(await seen(two, [])).toBe('10.0.0.2');
    expect(await seen({ trustProxy: true, trustedProxyHops: 1 }, [' , '])).toBe('10.0.0.2');
  });
});
