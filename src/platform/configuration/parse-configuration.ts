import * as v from 'valibot';
import { type Configuration, ConfigurationSchema } from '#contract/configuration.ts';
import type { StructureNode } from '#contract/structure.ts';

/** Every group at its default: what the portal runs on before (or without) a configuration structure. */
export const DEFAULT_CONFIGURATION: Configuration = v.parse(ConfigurationSchema, {});

type GroupKey = keyof typeof ConfigurationSchema.entries;

/**
 * The groups live in the node's data.customProperties. Each group is parsed on its own, so one
 * malformed group falls back to its default instead of discarding the whole configuration.
 */
export function parseConfiguration(node: StructureNode | undefined): Configuration {
  const groups = node?.data?.customProperties ?? {};
  const parsed: Record<string, unknown> = { ...DEFAULT_CONFIGURATION };
  for (const key of Object.keys(ConfigurationSchema.entries) as GroupKey[]) {
    if (!Object.hasOwn(groups, key)) continue;
    const result = v.safeParse(ConfigurationSchema.entries[key], groups[key]);
    if (result.success) parsed[key] = result.output;
    else console.error(`Configuration group ${key} is invalid; using its default`, result.issues);
  }
  return parsed as Configuration;
}
