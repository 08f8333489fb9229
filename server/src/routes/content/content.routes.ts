import { and, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { contentEndpoints } from '../../../../contract/content.ts';
import type { LocaleCode } from '../../../../contract/locales.ts';
import type { AppEnv } from '../../app-env.ts';
import type { Db } from '../../db/client.ts';
import { type CatalogueKind, catalogueItems } from '../../db/schema/catalogue.ts';
import { pickText } from '../../db/schema/localized-text.ts';
import { serveEndpoint } from '../../http/contract-route.ts';
import { ProblemError } from '../../http/problem.ts';
import { requestOrigin } from '../../http/request-origin.ts';
import { artworksOf } from '../structure/builders/detail-facts.ts';
import { artworkUrl } from '../structure/click-urls.ts';

/** Every catalogue kind that groups other items. */
export const CATEGORY_KINDS: CatalogueKind[] = [
  'music-genre',
  'video-category',
  'audiobook-genre',
  'game-genre',
  'article-category',
  'mp-category',
  'voucher-category',
];

/** GET /content/category/artwork?categoryId= (commerce §7): a category's cover and artworks, tenant-scoped. */
export function contentRoutes(db: Db): Hono<AppEnv> {
  const { categoryArtwork } = contentEndpoints;
  const router = new Hono<AppEnv>();
  serveEndpoint(router, categoryArtwork, [], async (c, { query }) => {
    const tenant = c.get('tenant');
    const [category] = await db
      .select()
      .from(catalogueItems)
      .where(
        and(
          eq(catalogueItems.tenantName, tenant.name),
          eq(catalogueItems.id, Number(query.categoryId)),
          inArray(catalogueItems.kind, CATEGORY_KINDS),
        ),
      );
    if (!category)
      throw new ProblemError({
        status: 404,
        code: 'CATEGORY_NOT_FOUND',
        detail: `There is no category ${query.categoryId}.`,
      });
    const origin = requestOrigin(c.req.url);
    const lang = query.lang ?? (tenant.defaultLocale as LocaleCode);
    c.header('cache-control', 'public, max-age=300');
    return {
      categoryId: category.id,
      kind: category.kind,
      title: pickText(category.titles, lang),
      imageUrl: artworkUrl(origin, category.id),
      artworks: artworksOf(category, { lang, origin }),
    };
  });
  return router;
}
