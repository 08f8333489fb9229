import { createHmac } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { signingKey } from '../../auth/access-token.ts';
import { hitRateLimit } from '../../auth/rate-limit.ts';
import type { Db } from '../../db/client.ts';
import { catalogueItems } from '../../db/schema/catalogue.ts';
import { articleReadCounts, articleReads } from '../../db/schema/library.ts';
import { ProblemError } from '../../http/problem.ts';

/** Reads one address may add in the window; beyond it reads are answered but not counted. */
export const COUNTREAD_IP_LIMIT = { limit: 120, windowSeconds: 600 };

/**
 * Who read: the signed-in user, else the address as the per-IP limits see it. Never anything the
 * caller can vary at will (a User-Agent would let one address count every read again).
 */
export interface Reader {
  ip: string;
  userId?: string | undefined;
}

const notFound = (id: number) =>
  new ProblemError({ status: 404, code: 'ARTICLE_NOT_FOUND', detail: `There is no article ${id}.` });

// Keyed with the server's secret: the stored value cannot be turned back into an address by trying them all.
async function readerKey(db: Db, tenantName: string, day: string, reader: Reader): Promise<string> {
  const key = await signingKey(db);
  return createHmac('sha256', `countread:${key}`)
    .update([tenantName, day, reader.userId ? `user:${reader.userId}` : `ip:${reader.ip}`].join('\u0000'))
    .digest('base64url');
}

/**
 * GET /concon/countread: counts the read once per reader (user, else address) and day, and answers the
 * article's count. `category`, when given, must be the article's category or subcategory.
 */
export async function countRead(
  db: Db,
  tenantName: string,
  query: { id: number; category?: string | undefined },
  reader: Reader,
): Promise<{ id: number; count: number; counted: boolean }> {
  const [article] = await db
    .select({ props: catalogueItems.props })
    .from(catalogueItems)
    .where(
      and(
        eq(catalogueItems.tenantName, tenantName),
        eq(catalogueItems.id, query.id),
        eq(catalogueItems.kind, 'article'),
      ),
    );
  const { category } = query;
  if (!article || (category && category !== article.props.category && category !== article.props.subcategory))
    throw notFound(query.id);

  const day = new Date().toISOString().slice(0, 10);
  const limited = await hitRateLimit(db, {
    key: `countread:ip:${tenantName}:${reader.ip}`,
    ...COUNTREAD_IP_LIMIT,
  });
  let counted = false;
  if (limited === 0) {
    const inserted = await db
      .insert(articleReads)
      .values({ itemId: query.id, reader: await readerKey(db, tenantName, day, reader), day })
      .onConflictDoNothing()
      .returning({ itemId: articleReads.itemId });
    counted = inserted.length > 0;
  }
  if (counted) {
    const [row] = await db
      .insert(articleReadCounts)
      .values({ itemId: query.id, tenantName, count: 1 })
      .onConflictDoUpdate({
        target: articleReadCounts.itemId,
        set: { count: sql`${articleReadCounts.count} + 1` },
      })
      .returning({ count: articleReadCounts.count });
    // The day is part of the key: earlier days' readers are never asked again.
    await db.delete(articleReads).where(lt(articleReads.day, day));
    return { id: query.id, count: row?.count ?? 1, counted };
  }
  const [row] = await db
    .select({ count: articleReadCounts.count })
    .from(articleReadCounts)
    .where(eq(articleReadCounts.itemId, query.id));
  return { id: query.id, count: row?.count ?? 0, counted };
}
