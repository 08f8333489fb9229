import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { prewarmVideoPackages } from './prewarm.ts';

it('logs a packaging failure per asset and resolves (the server keeps running)', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'prewarm-'));
  // A file where the cache folder should be: every package fails before the packager runs.
  const notAFolder = join(dir, 'file');
  await writeFile(notAFolder, 'x');
  const errors: string[] = [];
  const lines: string[] = [];
  try {
    await expect(
      prewarmVideoPackages(notAFolder, {
        error: (line: string) => errors.push(line),
        log: (line: string) => lines.push(line),
      }),
    ).resolves.toBeUndefined();
    expect(errors.map((line) => line.replace(/ failed: .*/s, ''))).toEqual([
      '[media] packaging arcade',
      '[media] packaging gameplay',
      '[media] packaging trailer',
    ]);
    expect(lines).toEqual([expect.stringMatching(/^\[media\] 0\/3 clear video packages ready in \d+ ms/)]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
