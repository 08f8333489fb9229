import { describe, expect, it, vi } from 'vitest';
import { ProblemError } from '../../http/problem.ts';
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
