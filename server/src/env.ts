import * as v from 'valibot';
import type { DemoToolsMode } from './auth/settings.ts';

const Port = v.pipe(
  v.optional(v.string(), '8080'),
  v.regex(/^\d{1,5}$/, 'must be a TCP port number'),
  v.transform(Number),
  v.maxValue(65535, 'must be a TCP port number'),
);
const Seconds = (fallback: string) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.regex(/^\d{1,8}$/, 'must be a whole number of seconds'),
    v.transform(Number),
    v.minValue(1, 'must be at least 1 second'),
  );
const Flag = (fallback: '0' | '1') =>
  v.pipe(
    v.optional(v.picklist(['0', '1', 'true', 'false']), fallback),
    v.transform((s) => s === '1' || s === 'true'),
  );
const NonEmpty = v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'));

const EnvSchema = v.pipe(
  v.object({
    PORT: Port,
    DATA_DIR: v.optional(NonEmpty, './data'),
    DATABASE_URL: v.optional(
      v.pipe(NonEmpty, v.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')),
    ),
    DEFAULT_TENANT: v.optional(
      v.pipe(NonEmpty, v.regex(/^[a-z0-9-]{1,40}$/, 'must be a tenant name')),
      'demo',
    ),
    DIST_DIR: v.optional(NonEmpty, './dist'),
    NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
    /** Access-token lifetime (default 15 minutes). */
    ACCESS_TOKEN_TTL_SECONDS: Seconds('900'),
    /** How long a just-rotated refresh token may be replayed without revoking its family (default 30 s). */
    REFRESH_GRACE_SECONDS: Seconds('30'),
    /** 1 behind a reverse proxy that sets X-Forwarded-For (per-IP rate limits use it). */
    TRUST_PROXY: Flag('0'),
    /** Addresses of the partner operator's gateways whose identifying header (x-msisdn) is believed; none by default. */
    HEADER_ENRICHMENT_GATEWAYS: v.optional(
      v.pipe(
        v.string(),
        v.transform((list) =>
          list
            .split(',')
            .map((entry) => entry.trim())
            .filter(Boolean),
        ),
        v.check(
          (list) => list.every((ip) => /^[0-9a-fA-F:.]{2,45}$/.test(ip)),
          'must be IP addresses, comma-separated',
        ),
      ),
      '',
    ),
    /** How many proxies in front append to X-Forwarded-For; the client is that many entries from the right. */
    TRUSTED_PROXY_HOPS: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d{1,2}$/, 'must be a whole number of proxies'),
        v.transform(Number),
        v.minValue(1, 'must be at least 1 proxy'),
        v.maxValue(20, 'must be at most 20 proxies'),
      ),
    ),
    /** 0 turns the server-side structure answer cache off (every answer composed; benchmarks of the cold path). */
    STRUCTURE_CACHE: Flag('1'),
    /** Sign-ups the hosted register page accepts per client address and hour. */
    REGISTER_LIMIT_PER_HOUR: v.pipe(
      v.optional(v.string(), '10'),
      v.regex(/^\d{1,6}$/, 'must be a whole number of sign-ups'),
      v.transform(Number),
      v.minValue(1, 'must be at least 1 sign-up'),
    ),
    /** Payment attempts the hosted checkout accepts per client address in 15 minutes. */
    CHECKOUT_LIMIT_PER_15_MIN: v.pipe(
      v.optional(v.string(), '30'),
      v.regex(/^\d{1,6}$/, 'must be a whole number of attempts'),
      v.transform(Number),
      v.minValue(1, 'must be at least 1 attempt'),
    ),
    /** Demo tools (mailbox with reset links, simulated partner): unset = loopback clients only (off in production), 1 = everyone, 0 = off. */
    DEMO_TOOLS: v.optional(v.picklist(['0', '1', 'true', 'false'])),
    /** The origin games are served from (a host of its own, e.g. https://games.example.com); unset: games.localhost on the server's port. */
    GAMES_ORIGIN: v.optional(
      v.pipe(
        NonEmpty,
        v.url('must be an origin such as https://games.example.com'),
        v.check(
          (value) => /^https?:$/.test(new URL(value).protocol) && new URL(value).origin === value,
          'must be an origin (scheme, host and port only) such as https://games.example.com',
        ),
      ),
    ),
    /** Shared secret the payment provider signs its notifications with; unset: a logged development default. */
    PAYMENT_WEBHOOK_SECRET: v.optional(v.pipe(NonEmpty, v.minLength(16, 'must be at least 16 characters'))),
  }),
  v.forward(
    v.check(
      (env) => env.NODE_ENV !== 'production' || env.GAMES_ORIGIN !== undefined,
      'is required in production: games.localhost resolves only on the visitor’s own machine',
    ),
    ['GAMES_ORIGIN'],
  ),
  v.forward(
    v.check(
      (env) => env.TRUST_PROXY || env.TRUSTED_PROXY_HOPS === undefined,
      'only counts behind a proxy: set TRUST_PROXY=1 too',
    ),
    ['TRUSTED_PROXY_HOPS'],
  ),
  v.transform(({ DEMO_TOOLS, TRUSTED_PROXY_HOPS, ...env }) => ({
    ...env,
    TRUSTED_PROXY_HOPS: TRUSTED_PROXY_HOPS ?? 1,
    DEMO_TOOLS: demoToolsMode(DEMO_TOOLS, env.NODE_ENV),
  })),
);

/** Only an explicit DEMO_TOOLS=1 opens the tools to everyone; unset keeps them to this machine (never in production). */
function demoToolsMode(flag: string | undefined, nodeEnv: string): DemoToolsMode {
  if (flag === '1' || flag === 'true') return 'open';
  if (flag === '0' || flag === 'false' || nodeEnv === 'production') return 'off';
  return 'loopback';
}

export type ServerEnv = v.InferOutput<typeof EnvSchema>;

/** Parses the process environment once at start; a bad value stops the server with every problem listed. */
export function readEnv(source: Record<string, string | undefined>): ServerEnv {
  // Empty strings mean "unset", the way shells and .env files commonly write them.
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = v.safeParse(EnvSchema, present);
  if (result.success) return result.output;
  const lines = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? '(env)'}: ${issue.message}`);
  throw new Error(`Invalid server environment:\n${lines.join('\n')}`);
}
