import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Endpoint } from '../../../../contract/endpoint.ts';

const contractDir = fileURLToPath(new URL('../../../../contract/', import.meta.url));

export interface ContractEndpoint extends Endpoint {
  /** `<file>.<export>.<key>`, e.g. player.playerEndpoints.download. */
  id: string;
  /** The server path: under /api unless the contract gives an absolute one (/api/envFile). */
  url: string;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);

const isEndpoint = (value: unknown): value is Endpoint => {
  const row = value as Partial<Endpoint> | null;
  return (
    typeof row === 'object' &&
    row !== null &&
    typeof row.path === 'string' &&
    METHODS.has(row.method ?? '') &&
    typeof row.response === 'object'
  );
};

/** An export is an endpoint table when it is a non-empty object whose every value is an Endpoint. */
const isTable = (value: unknown): value is Record<string, Endpoint> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length > 0 &&
  Object.values(value).every(isEndpoint);

/**
 * Every endpoint of every table exported from contract/*.ts (defineEndpoints): a table added later,
 * or a route bound to the contract later, is fuzzed without touching the suite.
 */
export async function contractEndpoints(): Promise<ContractEndpoint[]> {
  const files = readdirSync(contractDir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort();
  const found: ContractEndpoint[] = [];
  for (const file of files) {
    const module = (await import(`${contractDir}${file}`)) as Record<string, unknown>;
    for (const [exportName, table] of Object.entries(module)) {
      if (!isTable(table)) continue;
      for (const [key, endpoint] of Object.entries(table)) {
        const url = endpoint.path.startsWith('/api/') ? endpoint.path : `/api${endpoint.path}`;
        found.push({ ...endpoint, id: `${file.replace(/\.ts$/, '')}.${exportName}.${key}`, url });
      }
    }
  }
  return found;
}
