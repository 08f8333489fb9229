import { describe, expect, it } from 'vitest';
import { readEnv } from './env.ts';

describe('server environment', () => {
  it('demo tools: loopback-only by default, off in production, open only when DEMO_TOOLS=1 says so', () => {
    expect(readEnv({}).DEMO_TOOLS).toBe('loopback');
    const production = { NODE_ENV: 'production', GAMES_ORIGIN: 'https://games.example.com' };
    expect(readEnv(production).DEMO_TOOLS).toBe('off');
    expect(readEnv({ ...production, DEMO_TOOLS: '1' }).DEMO_TOOLS).toBe('open');
    expect(readEnv({ DEMO_TOOLS: '1' }).DEMO_TOOLS).toBe('open');
    expect(readEnv({ DEMO_TOOLS: 'true' }).DEMO_TOOLS).toBe('open');
    expect(readEnv({ DEMO_TOOLS: '0' }).DEMO_TOOLS).toBe('off');
    expect(readEnv({ DEMO_TOOLS: 'false' }).DEMO_TOOLS).toBe('off');
  });

  it('production needs its own game origin (games.localhost resolves only on the visitor’s machine)', () => {
    expect(() => readEnv({ NODE_ENV: 'production' })).toThrow(/GAMES_ORIGIN/);
    expect(readEnv({ NODE_ENV: 'production', GAMES_ORIGIN: 'https://games.example.com' }).GAMES_ORIGIN).toBe(
      'https://games.example.com',
    );
  });

  it('defaults: port 8080, tenant demo, 15-minute access tokens, 30 s refresh grace', () => {
    const env = readEnv({});
    expect(env).toMatchObject({ PORT: 8080, DEFAULT_TENANT: 'demo', ACCESS_TOKEN_TTL_SECONDS: 900 });
    expect(env.REFRESH_GRACE_SECONDS).toBe(30);
  });

  it('trusted proxy hops: 1 by default behind TRUST_PROXY, configurable, and only meaningful with it', () => {
    expect(readEnv({ TRUST_PROXY: '1' }).TRUSTED_PROXY_HOPS).toBe(1);
    expect(readEnv({ TRUST_PROXY: '1', TRUSTED_PROXY_HOPS: '2' }).TRUSTED_PROXY_HOPS).toBe(2);
    expect(() => readEnv({ TRUST_PROXY: '1', TRUSTED_PROXY_HOPS: '0' })).toThrow(/TRUSTED_PROXY_HOPS/);
    expect(() => readEnv({ TRUST_PROXY: '1', TRUSTED_PROXY_HOPS: 'two' })).toThrow(/TRUSTED_PROXY_HOPS/);
    expect(() => readEnv({ TRUSTED_PROXY_HOPS: '2' })).toThrow(/TRUSTED_PROXY_HOPS[\s\S]*TRUST_PROXY=1/);
  });

  it('sign-ups per address and hour: 10 by default, configurable, at least 1', () => {
    expect(readEnv({}).REGISTER_LIMIT_PER_HOUR).toBe(10);
    expect(readEnv({ REGISTER_LIMIT_PER_HOUR: '500' }).REGISTER_LIMIT_PER_HOUR).toBe(500);
    expect(() => readEnv({ REGISTER_LIMIT_PER_HOUR: '0' })).toThrow(/REGISTER_LIMIT_PER_HOUR/);
    expect(() => readEnv({ REGISTER_LIMIT_PER_HOUR: 'many' })).toThrow(/REGISTER_LIMIT_PER_HOUR/);
  });

  it('a bad value stops the start with every problem listed', () => {
    expect(() => readEnv({ PORT: 'eighty', DEMO_TOOLS: 'yes', ACCESS_TOKEN_TTL_SECONDS: '0' })).toThrow(
      /PORT[\s\S]*ACCESS_TOKEN_TTL_SECONDS[\s\S]*DEMO_TOOLS|PORT[\s\S]*DEMO_TOOLS/,
    );
  });
});
