import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { demoToolsAnswer, demoToolsNotice, isLoopbackAddress } from './demo-tools.ts';
import type { DemoToolsMode } from './settings.ts';

async function answers(
  demoTools: DemoToolsMode,
  socket: string,
  headers: Record<string, string> = {},
  trustProxy = false,
): Promise<boolean> {
  const app = new Hono().get('/', (c) => c.text(String(demoToolsAnswer(c, { demoTools, trustProxy }))));
  const res = await app.request(
    'http://localhost/',
    { headers },
    { incoming: { socket: { remoteAddress: socket } } },
  );
  return (await res.text()) === 'true';
}

describe('who the demo tools answer', () => {
  it('loopback addresses are 127.0.0.0/8 and ::1, also IPv4-mapped', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopbackAddress(address)).toBe(true);
    }
    for (const address of ['10.0.0.1', '128.0.0.1', '::ffff:10.0.0.1', '::2', 'localhost', '', undefined]) {
      expect(isLoopbackAddress(address)).toBe(false);
    }
  });

  it('loopback mode: a client on this machine, straight to the socket', async () => {
    expect(await answers('loopback', '127.0.0.1')).toBe(true);
    expect(await answers('loopback', '::1')).toBe(true);
    expect(await answers('loopback', '192.0.2.10')).toBe(false);
  });

  it('loopback mode: never a request that came through a proxy (a forwarding header, or TRUST_PROXY)', async () => {
    for (const name of ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host']) {
      expect(await answers('loopback', '127.0.0.1', { [name]: '203.0.113.9' })).toBe(false);
    }
    expect(await answers('loopback', '127.0.0.1', {}, true)).toBe(false);
  });

  it('open answers everyone; off answers no one, not even loopback', async () => {
    expect(await answers('open', '203.0.113.9', { 'x-forwarded-for': '198.51.100.1' }, true)).toBe(true);
    expect(await answers('off', '127.0.0.1')).toBe(false);
  });

  it('the start-up line names the tools and who they answer; open to all is a warning', () => {
    expect(demoToolsNotice('loopback', false)).toEqual({
      level: 'log',
      line: expect.stringMatching(/this machine only[\s\S]*mailbox[\s\S]*simulated partner/),
    });
    expect(demoToolsNotice('loopback', true).line).toMatch(/off \(TRUST_PROXY=1/);
    expect(demoToolsNotice('off', false).line).toBe('[server] demo tools: off');
    const open = demoToolsNotice('open', false);
    expect(open.level).toBe('warn');
    expect(open.line).toMatch(/WARNING[\s\S]*EVERYONE[\s\S]*mailbox/);
  });
});
