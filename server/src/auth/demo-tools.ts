import type { Context } from 'hono';
import { socketAddress } from './client-ip.ts';
import type { AuthSettings, DemoToolsMode } from './settings.ts';

/** The demo-only tools, as the start-up line names them. */
export const DEMO_TOOLS = [
  'mailbox (/hosted/mailbox, reset links, card codes, SMS PINs)',
  'simulated partner (/hosted/partner)',
  'commerce clock (/hosted/demo-clock)',
  'stored analytics events (/hosted/demo-analytics)',
];

const IPV4_LOOPBACK = /^127(\.\d{1,3}){3}$/;

/** 127.0.0.0/8 or ::1, also written as IPv4-mapped IPv6 (::ffff:127.0.0.1) by dual-stack sockets. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.toLowerCase().replace(/^::ffff:/, '');
  return plain === '::1' || plain === '0:0:0:0:0:0:0:1' || IPV4_LOOPBACK.test(plain);
}

// A proxy on this machine would make every visitor look local: any forwarding header disqualifies.
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host', 'x-forwarded-proto'];

const cameThroughProxy = (c: Context): boolean =>
  PROXY_HEADERS.some((name) => c.req.header(name) !== undefined);

/**
 * Whether a demo tool may answer this request: `open` answers everyone, `loopback` only a client on this
 * machine that reached the socket directly (never behind TRUST_PROXY), `off` nobody.
 */
export function demoToolsAnswer(
  c: Context,
  settings: Pick<AuthSettings, 'demoTools' | 'trustProxy'>,
): boolean {
  if (settings.demoTools !== 'loopback') return settings.demoTools === 'open';
  return !settings.trustProxy && !cameThroughProxy(c) && isLoopbackAddress(socketAddress(c));
}

/** The one start-up line saying which tools are on and for whom; a warning when they are open to all. */
export function demoToolsNotice(
  mode: DemoToolsMode,
  trustProxy: boolean,
): { level: 'log' | 'warn'; line: string } {
  const tools = DEMO_TOOLS.join(', ');
  if (mode === 'open') {
    return {
      level: 'warn',
      line: `[server] WARNING: DEMO_TOOLS=1: the demo tools answer EVERYONE who can reach this server: ${tools}. Anyone can read reset links and sign in as any mobile number. Never do this on a reachable host.`,
    };
  }
  if (mode === 'off') return { level: 'log', line: '[server] demo tools: off' };
  if (trustProxy) {
    return {
      level: 'log',
      line: '[server] demo tools: off (TRUST_PROXY=1: every request comes through a proxy; DEMO_TOOLS=1 opens them to all)',
    };
  }
  return {
    level: 'log',
    line: `[server] demo tools for clients on this machine only (127.0.0.0/8, ::1; never through a proxy): ${tools}`,
  };
}
