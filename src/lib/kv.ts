import { get, set } from 'idb-keyval';
import * as v from 'valibot';

/**
 * Small persistent key/value store (IndexedDB via idb-keyval). Reads are validated, so a value
 * written by an older build, or a store the browser refuses (private mode), reads as "nothing".
 */
export async function kvGet<S extends v.GenericSchema>(
  key: string,
  schema: S,
): Promise<v.InferOutput<S> | undefined> {
  try {
    const stored: unknown = await get(key);
    if (stored === undefined) return undefined;
    const result = v.safeParse(schema, stored);
    return result.success ? result.output : undefined;
  } catch (error) {
    console.warn(`Could not read ${key} from local storage`, error);
    return undefined;
  }
}

export async function kvSet(key: string, value: unknown): Promise<void> {
  try {
    await set(key, value);
  } catch (error) {
    console.warn(`Could not write ${key} to local storage`, error);
  }
}
