import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { StructureNode } from '../../../../contract/structure.ts';
import { type CatalogueItemRow, type CatalogueKind, catalogueItems } from '../../db/schema/catalogue.ts';
import type { CatalogueProps } from '../../db/schema/catalogue-props.ts';
import type { LocalizedText } from '../../db/schema/localized-text.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { createUser, signIn } from '../session/session-testing.ts';

/** Ten random letters: no seeded title contains them, and no two are alike even to the similar-spelling search. */
export const uniqueWord = (): string =>
  Array.from(randomBytes(10), (byte) => String.fromCharCode(97 + (byte % 26))).join('');

export interface NewItem {
  kind: CatalogueKind;
  titles: LocalizedText;
  subtitles?: LocalizedText;
  ageRating?: 0 | 10 | 20 | 30 | 40;
  popularity?: number;
  props?: CatalogueProps;
}

/** A catalogue item written the way the seed writes them (the search trigger indexes it). */
export async function insertItem(t: TestApp, tenantName: string, item: NewItem): Promise<CatalogueItemRow> {
  const [row] = await t.database.db
    .insert(catalogueItems)
    .values({
      tenantName,
      kind: item.kind,
      slug: `test-${randomBytes(6).toString('hex')}`,
      titles: item.titles,
      subtitles: item.subtitles ?? null,
      ageRating: item.ageRating ?? 0,
      artHue: 200,
      artSeed: 7,
      popularity: item.popularity ?? 0,
      props: item.props ?? {},
    })
    .returning();
  if (!row) throw new Error('item not inserted');
  return row;
}

/** A fresh account of the tenant and its access token. */
export async function signedInUser(t: TestApp, tenant = 'demo'): Promise<{ id: string; token: string }> {
  const user = await createUser(t, tenant);
  return { id: user.id, token: (await signIn(t, tenant, user.id)).access_token };
}

export async function okJson(res: Response): Promise<unknown> {
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}

export const idOf = (node: StructureNode | undefined): number => node?.data?.customProperties?.id as number;
