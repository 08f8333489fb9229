import type { GenericSchema } from 'valibot';

/** One row of the endpoint table: the single description both the server and the portal use. */
export interface Endpoint {
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path relative to the backend base address; `:param` marks a path parameter. */
  path: string;
  params?: GenericSchema;
  query?: GenericSchema;
  body?: GenericSchema;
  response: GenericSchema;
}

export const defineEndpoints = <T extends Record<string, Endpoint>>(table: T): T => table;

/** Fills `:param` placeholders; values are URI-encoded. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
