import { describe, expect, it } from 'vitest';
import { readEnv } from './env.ts';

describe('server environment', () => {
  it('demo tools are on by default and off by default in production', () => {
    expect(readEnv({}).DEMO_TOOLS).toBe(true);
    expect(readEnv({ NODE_ENV: 'production' }).DEMO_TOOLS).toBe(false);
    expect(readEnv({ NODE_ENV: 'production', DEMO_TOOLS: '1' }).DEMO_TOOLS).toBe(true);
    expect(readEnv({ DEMO_TOOLS: 'false' }).DEMO_TOOLS).toBe(false);
  });

  it('defaults: port 8080, tenant demo, 15-minute access tokens, 30 s refresh grace', () => {
    const env = readEnv({});
    expect(env).toMatchObject({ PORT: 8080, DEFAULT_TENANT: 'demo', ACCESS_TOKEN_TTL_SECONDS: 900 });
    expect(env.REFRESH_GRACE_SECONDS).toBe(30);
  });

  it('a bad value stops the start with every problem listed', () => {
    expect(() => readEnv({ PORT: 'eighty', DEMO_TOOLS: 'yes', ACCESS_TOKEN_TTL_SECONDS: '0' })).toThrow(
      /PORT[\s\S]*ACCESS_TOKEN_TTL_SECONDS[\s\S]*DEMO_TOOLS|PORT[\s\S]*DEMO_TOOLS/,
    );
  });
});
