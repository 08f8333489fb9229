import * as v from 'valibot';

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
    /** 1 serves the demo tools (mailbox with reset links, simulated partner); default 1, but 0 when NODE_ENV=production. */
    DEMO_TOOLS: v.optional(v.picklist(['0', '1', 'true', 'false'])),
  }),
  v.transform(({ DEMO_TOOLS, ...env }) => ({
    ...env,
    DEMO_TOOLS:
      DEMO_TOOLS === undefined ? env.NODE_ENV !== 'production' : DEMO_TOOLS === '1' || DEMO_TOOLS === 'true',
  })),
);

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
