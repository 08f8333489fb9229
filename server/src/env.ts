import * as v from 'valibot';

const Port = v.pipe(
  v.optional(v.string(), '8080'),
  v.regex(/^\d{1,5}$/, 'must be a TCP port number'),
  v.transform(Number),
  v.maxValue(65535, 'must be a TCP port number'),
);
const NonEmpty = v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'));

const EnvSchema = v.object({
  PORT: Port,
  DATA_DIR: v.optional(NonEmpty, './data'),
  DATABASE_URL: v.optional(
    v.pipe(NonEmpty, v.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')),
  ),
  DEFAULT_TENANT: v.optional(v.pipe(NonEmpty, v.regex(/^[a-z0-9-]{1,40}$/, 'must be a tenant name')), 'demo'),
  DIST_DIR: v.optional(NonEmpty, './dist'),
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
});

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
