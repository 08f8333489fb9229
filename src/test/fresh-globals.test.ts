import { expect, it } from 'vitest';
import { restore, snapshot } from './fresh-globals.ts';

it('the next test file gets back the globals and process.env the worker started with', () => {
  const pristine = snapshot();
  const original = globalThis.structuredClone;
  const globals = globalThis as Record<string, unknown>;
  globals.leftOverByAnEarlierFile = 1;
  Object.defineProperty(globalThis, 'structuredClone', {
    value: () => 'replaced',
    configurable: true,
    writable: true,
  });
  process.env.LEFT_OVER_BY_AN_EARLIER_FILE = '1';

  restore(pristine);

  expect('leftOverByAnEarlierFile' in globalThis).toBe(false);
  expect(globalThis.structuredClone).toBe(original);
  expect(process.env.LEFT_OVER_BY_AN_EARLIER_FILE).toBeUndefined();
});
