// Setup file of both vitest projects. They run their test files one after another in one worker
// (isolate: false: one worker start, environment and set of dependency imports instead of one per file),
// so each file first gets back what a fresh worker would give it: the first file's globals and
// process.env, real timers, no stubs, and every source module unevaluated (imported anew by the file).
import { vi } from 'vitest';

export interface Pristine {
  globals: Map<PropertyKey, PropertyDescriptor>;
  env: Record<string, string | undefined>;
}

// A global symbol: this module itself is evaluated anew for every file, the snapshots must outlive it.
const PRISTINE = Symbol.for('media-portal.test.pristine-globals');
const holder = globalThis as typeof globalThis & { [PRISTINE]?: Map<unknown, Pristine> };
// One snapshot per environment: a worker may go on with files of another one (`@vitest-environment node`).
const environment: unknown = typeof document === 'undefined' ? 'node' : document;

const sameDescriptor = (a: PropertyDescriptor, b: PropertyDescriptor) =>
  a.value === b.value && a.get === b.get && a.set === b.set && a.writable === b.writable;

// Vitest's own worker state lives in globals too (some are set after the first file's setup).
const isVitestInternal = (key: PropertyKey) => typeof key === 'string' && /^__vitest|^__VITEST/.test(key);

/** The globals and process.env as they are now. */
export function snapshot(): Pristine {
  const globals = new Map<PropertyKey, PropertyDescriptor>();
  for (const key of Reflect.ownKeys(globalThis)) {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, key);
    if (descriptor) globals.set(key, descriptor);
  }
  return { globals, env: { ...process.env } };
}

/** Removes globals the previous files added and puts back the ones they replaced or deleted. */
export function restore(pristine: Pristine): void {
  for (const key of Reflect.ownKeys(globalThis)) {
    // Symbols are libraries' and vitest's own bookkeeping (undici, expect), not a test's.
    if (typeof key === 'symbol' || isVitestInternal(key) || pristine.globals.has(key)) continue;
    Reflect.deleteProperty(globalThis, key);
  }
  for (const [key, original] of pristine.globals) {
    const current = Object.getOwnPropertyDescriptor(globalThis, key);
    if (current && sameDescriptor(current, original)) continue;
    if (!current || current.configurable) Object.defineProperty(globalThis, key, original);
  }
  for (const key of Object.keys(process.env)) if (!(key in pristine.env)) delete process.env[key];
  Object.assign(process.env, pristine.env);
}

vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
holder[PRISTINE] ??= new Map();
const pristine = holder[PRISTINE].get(environment);
if (pristine) restore(pristine);
else holder[PRISTINE].set(environment, snapshot());
vi.resetModules();
