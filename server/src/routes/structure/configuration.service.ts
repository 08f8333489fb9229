import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { CONFIGURATION_STRUCTURE, ConfigurationSchema } from '../../../../contract/configuration.ts';
import type { StructureNode } from '../../../../contract/structure.ts';
import type { Db } from '../../db/client.ts';
import { tenantConfigurations } from '../../db/schema/configuration.ts';
import { ProblemError } from '../../http/problem.ts';

const notFound = (detail: string) => new ProblemError({ status: 404, code: 'STRUCTURE_NOT_FOUND', detail });

async function load(db: Db, tenantName: string) {
  const [row] = await db
    .select()
    .from(tenantConfigurations)
    .where(eq(tenantConfigurations.tenantName, tenantName));
  return row;
}

/** Shell §3: GET /structure/configuration, the tenant's global configuration groups in data.customProperties. */
export async function configurationStructure(db: Db, tenantName: string): Promise<StructureNode> {
  const row = await load(db, tenantName);
  // A tenant without stored configuration gets the contract's defaults, never a failure at start-up.
  const groups = v.parse(ConfigurationSchema, row?.groups ?? {});
  return { name: CONFIGURATION_STRUCTURE, data: { customProperties: groups } };
}

/** GET /structure/configuration/fragment/{id}: a stored fragment such as the external footer. */
export async function configurationFragment(db: Db, tenantName: string, id: string): Promise<StructureNode> {
  const fragments = (await load(db, tenantName))?.fragments ?? {};
  const fragment = Object.hasOwn(fragments, id) ? fragments[id] : undefined;
  if (!fragment) throw notFound(`Structure "configuration" has no fragment "${id}".`);
  return fragment;
}
