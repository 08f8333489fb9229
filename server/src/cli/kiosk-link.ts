import { asc, eq } from 'drizzle-orm';
import { type KioskMintAnswer, MAX_KIOSK_PIN_DIGITS, MIN_KIOSK_PIN_DIGITS } from '../../../contract/kiosk.ts';
import type { Db } from '../db/client.ts';
import { tenantHosts, tenants } from '../db/schema/tenant.ts';
import { mintEnrolment } from '../routes/kiosk/kiosk.service.ts';

/**
 * The operator's kiosk enrolment link (issue 21): `npm run kiosk:link -- --tenant <name> --pin <pin>
 * [--origin https://…]` mints the same signed, 15-minute link as the demo tool, for tablets in production.
 */
export interface KioskLinkArgs {
  tenant: string;
  pin: string;
  origin?: string;
}

/** A wrong command line or a refused argument: the command prints the message and exits with 2. */
export class KioskLinkError extends Error {}

export const KIOSK_LINK_USAGE =
  'usage: npm run kiosk:link -- --tenant <name> --pin <4-8 digits> [--origin https://host]';

/** `--name value` or `--name=value` pairs; every option is required once, --origin is optional. */
export function parseKioskLinkArgs(argv: readonly string[]): KioskLinkArgs {
  const values = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const match = /^--(tenant|pin|origin)(?:=(.*))?$/.exec(arg);
    if (!match) throw new KioskLinkError(`unknown argument "${arg}"\n${KIOSK_LINK_USAGE}`);
    const name = match[1] as string;
    const value = match[2] ?? argv[++i];
    if (value === undefined || value === '' || value.startsWith('--'))
      throw new KioskLinkError(`--${name} needs a value\n${KIOSK_LINK_USAGE}`);
    if (values.has(name)) throw new KioskLinkError(`--${name} is given twice\n${KIOSK_LINK_USAGE}`);
    values.set(name, value);
  }
  const tenant = values.get('tenant');
  const pin = values.get('pin');
  if (!tenant) throw new KioskLinkError(`--tenant is required\n${KIOSK_LINK_USAGE}`);
  if (!pin) throw new KioskLinkError(`--pin is required\n${KIOSK_LINK_USAGE}`);
  const origin = values.get('origin');
  return { tenant, pin, ...(origin ? { origin } : {}) };
}

/**
 * Why a PIN may not unenrol a kiosk, or undefined when it is fine: only digits, 4 to 8 of them, and not one
 * a passer-by tries first (one digit repeated, a run up or down such as 1234 or 9876).
 */
export function kioskPinProblem(pin: string): string | undefined {
  const digits = `${MIN_KIOSK_PIN_DIGITS} to ${MAX_KIOSK_PIN_DIGITS} digits`;
  if (!/^\d+$/.test(pin)) return `the PIN must be digits only (${digits})`;
  if (pin.length < MIN_KIOSK_PIN_DIGITS || pin.length > MAX_KIOSK_PIN_DIGITS)
    return `the PIN must have ${digits}, not ${pin.length}`;
  const steps = [...pin].slice(1).map((digit, i) => Number(digit) - Number(pin[i]));
  if (steps.every((step) => step === 0)) return 'the PIN is too easy to guess: one digit repeated';
  if (steps.every((step) => step === 1) || steps.every((step) => step === -1))
    return 'the PIN is too easy to guess: a run of consecutive digits';
  return undefined;
}

const LOCAL_HOST = /^(localhost|127\.0\.0\.1|[a-z0-9-]+\.localhost)$/;

/** The tenant's first host: http for loopback names (with the server's port), else https. */
function defaultOrigin(host: string, port: number): string {
  return LOCAL_HOST.test(host) ? `http://${host}:${port}` : `https://${host}`;
}

/** The origin the link opens on: one of the tenant's hosts (the portal picks the tenant by host). */
function checkedOrigin(origin: string, hosts: readonly string[]): string {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    throw new KioskLinkError(
      `--origin "${origin}" is not a URL (e.g. https://${hosts[0] ?? 'portal.example'})`,
    );
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOCAL_HOST.test(url.hostname)))
    throw new KioskLinkError(`--origin must use https (plain http only for localhost): "${origin}"`);
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password)
    throw new KioskLinkError(`--origin must be an origin only (scheme, host, port): "${origin}"`);
  if (!hosts.includes(url.hostname))
    throw new KioskLinkError(
      `--origin host "${url.hostname}" is not a host of this tenant (its hosts: ${hosts.join(', ')})`,
    );
  return url.origin;
}

/**
 * Checks the arguments against the database (the tenant must exist, the PIN must be strong enough, the
 * origin must be the tenant's), then mints a kiosk device and its signed enrolment link.
 */
export async function createKioskLink(db: Db, args: KioskLinkArgs, port = 8080): Promise<KioskMintAnswer> {
  const pinProblem = kioskPinProblem(args.pin);
  if (pinProblem) throw new KioskLinkError(`--pin refused: ${pinProblem}`);
  const [tenant] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.name, args.tenant));
  if (!tenant) {
    const known = await db.select({ name: tenants.name }).from(tenants).orderBy(asc(tenants.name));
    throw new KioskLinkError(
      `unknown tenant "${args.tenant}" (tenants: ${known.map((row) => row.name).join(', ') || 'none'})`,
    );
  }
  const hosts = (
    await db
      .select({ hostname: tenantHosts.hostname })
      .from(tenantHosts)
      .where(eq(tenantHosts.tenantName, tenant.name))
      .orderBy(asc(tenantHosts.hostname))
  ).map((row) => row.hostname);
  if (hosts.length === 0)
    throw new KioskLinkError(`tenant "${tenant.name}" has no host name to open the link on`);
  const origin = args.origin ? checkedOrigin(args.origin, hosts) : defaultOrigin(hosts[0] as string, port);
  return mintEnrolment(db, tenant.name, origin, args.pin);
}
