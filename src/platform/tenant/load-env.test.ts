import { describe, expect, it, vi } from 'vitest';
import type { EnvFile } from '#contract/tenant.ts';
import { envFile } from '#test/fixtures.ts';
import { type EnvSources, loadEnv } from './load-env.ts';

const fresher: EnvFile = { ...envFile, tenant: { ...envFile.tenant, displayName: 'Acme Media (new)' } };

function sources(cached: EnvFile | undefined, fetched: EnvFile | Error): EnvSources {
  return {
    readCache: vi.fn(() => Promise.resolve(cached)),
    writeCache: vi.fn(() => Promise.resolve()),
    fetchEnv: vi.fn(() => (fetched instanceof Error ? Promise.reject(fetched) : Promise.resolve(fetched))),
  };
}

describe('start-up environment', () => {
  it('uses the server-rendered boot data first, with no request, and caches its tenant', async () => {
    const s = sources(undefined, fresher);
    await expect(loadEnv({ envFile }, s)).resolves.toBe(envFile);
    expect(s.fetchEnv).not.toHaveBeenCalled();
    expect(s.writeCache).toHaveBeenCalledWith(envFile);
  });

  it('starts from the cached tenant-obj (works offline) and refreshes it in the background', async () => {
    const s = sources(envFile, fresher);
    await expect(loadEnv(undefined, s)).resolves.toBe(envFile);
    await vi.waitFor(() => expect(s.writeCache).toHaveBeenCalledWith(fresher));
  });

  it('a failed background refresh keeps the cached start and only warns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const s = sources(envFile, new Error('offline'));
    await expect(loadEnv(undefined, s)).resolves.toBe(envFile);
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(s.writeCache).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('fetches /api/envFile when nothing is cached, and caches the answer', async () => {
    const s = sources(undefined, fresher);
    await expect(loadEnv(undefined, s)).resolves.toBe(fresher);
    expect(s.writeCache).toHaveBeenCalledWith(fresher);
  });

  it('fails when there is no boot data, no cache and no network (first visit offline)', async () => {
    await expect(loadEnv(undefined, sources(undefined, new Error('offline')))).rejects.toThrow('offline');
  });
});
