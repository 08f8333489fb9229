import * as v from 'valibot';
import { expect } from 'vitest';
import { type StructureNode, StructureNodeSchema } from '../../../../contract/structure.ts';
import type { CatalogueKind } from '../../db/schema/catalogue.ts';
import { catalogueItems } from '../../db/schema/catalogue.ts';
import type { CatalogueProps } from '../../db/schema/catalogue-props.ts';
import type { LocalizedText } from '../../db/schema/localized-text.ts';
import type { TestApp } from '../../testing/test-app.ts';

/** Test-only catalogue rows: tests that check a rule about some data bring that data themselves. */
export interface FixtureItem {
  kind: CatalogueKind;
  slug: string;
  titles?: LocalizedText;
  props?: CatalogueProps;
  rating?: 0 | 10 | 20 | 30 | 40;
  createdAt?: Date;
}

export async function insertItems(t: TestApp, tenantName: string, items: FixtureItem[]): Promise<number[]> {
  const rows = await t.database.db
    .insert(catalogueItems)
    .values(
      items.map((item, index) => ({
        tenantName,
        kind: item.kind,
        slug: item.slug,
        titles: item.titles ?? { en: item.slug, ar: `عربي ${item.slug}` },
        props: item.props ?? {},
        ageRating: item.rating ?? 0,
        artHue: (index * 37) % 360,
        artSeed: 1000 + index,
        ...(item.createdAt ? { createdAt: item.createdAt } : {}),
      })),
    )
    .returning({ id: catalogueItems.id });
  return rows.map((row) => row.id);
}

/** GET an /api path and parse the structure node it answers, expecting 200. */
export async function structureAt(
  t: TestApp,
  path: string,
  init: { tenant?: string; token?: string } = {},
): Promise<StructureNode> {
  const res = await t.api(path, init);
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
  return v.parse(StructureNodeSchema, await res.json());
}

export const childNamed = (node: StructureNode, name: string) =>
  node.substructure?.find((n) => n.name === name);
export const childrenNamed = (node: StructureNode, name: string) =>
  (node.substructure ?? []).filter((n) => n.name === name);
export const propsOf = (node: StructureNode | undefined) => node?.data?.customProperties ?? {};
export const idsOf = (node: StructureNode | undefined) =>
  (node?.substructure ?? []).map((n) => n.data?.customProperties?.id as number);
