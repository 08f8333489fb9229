import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ProblemError } from '../../http/problem.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { signVideoGrant, type VideoGrant, verifyVideoGrant } from './video-grants.ts';
import { type PackagedVideo, VideoPackages } from './video-packages.ts';

const problemOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProblemError);
  return error as ProblemError;
};

describe('a request waiting on a package', () => {
  it('gets a retryable 503 VIDEO_PACKAGING instead of hanging while the package is made', async () => {
    let finish: (pkg: PackagedVideo) => void = () => {};
    const packager = vi.fn(() => new Promise<PackagedVideo>((done) => (finish = done)));
    const packages = new VideoPackages({ cacheDir: '/tmp/none', packager, waitMs: 50 });
    const problem = await problemOf(packages.ready('arcade'));
    expect(problem.status).toBe(503);
    expect(problem.code).toBe('VIDEO_PACKAGING');
    expect(Number(problem.headers?.['retry-after'])).toBeGreaterThan(0);
    // The run goes on: the retry finds it, without a second packager run.
    const pkg = { dir: '/tmp/none/arcade.clear', files: [], durationSec: 10 };
    finish(pkg);
    await expect(packages.ready('arcade')).resolves.toBe(pkg);
    expect(packager).toHaveBeenCalledTimes(1);
  });

  it('a failed run (a timed-out packager) is a retryable 503 too, and the next request runs again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const packager = vi.fn(async (): Promise<PackagedVideo> => {
      throw new Error('shaka-packager timed out after 300000 ms and was killed (SIGKILL)');
    });
    const packages = new VideoPackages({ cacheDir: '/tmp/none', packager, waitMs: 1_000 });
    expect((await problemOf(packages.ready('arcade'))).status).toBe(503);
    expect((await problemOf(packages.ready('arcade'))).code).toBe('VIDEO_PACKAGING');
    expect(packager).toHaveBeenCalledTimes(2);
    log.mockRestore();
  });
});

describe('package folders stay inside the media cache', () => {
  const packages = new VideoPackages({ cacheDir: '/tmp/cache', packager: vi.fn() });

  it('pathOf resolves a folder name in the cache and refuses anything that would leave it', () => {
    expect(packages.pathOf('arcade.clear')).toBe('/tmp/cache/arcade.clear');
    for (const folder of ['..', '.', '../etc', 'a/../../etc', 'a/b', '/etc', '.hidden', ''])
      expect(() => packages.pathOf(folder), folder).toThrow(/not in the media cache/);
  });

  it('folderOf names only a folder directly in the cache', () => {
    const pkg = (dir: string) => ({ dir, files: [], durationSec: 1 });
    expect(packages.folderOf(pkg('/tmp/cache/arcade.0123'))).toBe('arcade.0123');
    for (const dir of ['/tmp/cache', '/tmp/cache/a/b', '/tmp/other/arcade.clear', '/tmp/cache/../x'])
      expect(() => packages.folderOf(pkg(dir)), dir).toThrow(/not a folder of the media cache/);
  });
});

describe('a video grant names one package folder', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t.dispose());

  const grant = (d: string): VideoGrant => ({
    t: 'demo',
    u: 'user-1',
    d,
    i: 1,
    k: null,
    p: null,
    s: null,
    o: null,
    e: Math.floor(Date.now() / 1000) + 600,
  });

  it('a grant whose folder is a path or a dot name is invalid, even when genuinely sealed', async () => {
    const db = t.database.db;
    expect((await verifyVideoGrant(db, await signVideoGrant(db, grant('arcade.clear')))).ok).toBe(true);
    for (const d of ['..', '../../etc', 'arcade.clear/../..', 'a/b', '.hidden'])
      expect(await verifyVideoGrant(db, await signVideoGrant(db, grant(d))), d).toEqual({
        ok: false,
        reason: 'invalid',
      });
  });
});
