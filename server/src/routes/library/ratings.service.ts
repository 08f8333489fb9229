import { and, eq, sql } from 'drizzle-orm';
import { CONTENT_TYPE_OF_KIND } from '../../../../contract/history.ts';
import { RATEABLE_KINDS, type RatingSummary, type UserRating } from '../../../../contract/rating.ts';
import type { Db } from '../../db/client.ts';
import { catalogueItems } from '../../db/schema/catalogue.ts';
import { ratings } from '../../db/schema/library.ts';
import { ProblemError } from '../../http/problem.ts';
import type { UserScope } from './likes.service.ts';
import { itemNotFound } from './list-context.ts';

/** The tenant's rateable article and its content type; anything else (another tenant's, an artist) is 404. */
async function rateable(db: Db, tenantName: string, id: number) {
  const [item] = await db
    .select({ kind: catalogueItems.kind })
    .from(catalogueItems)
    .where(and(eq(catalogueItems.tenantName, tenantName), eq(catalogueItems.id, id)));
  const contentType = item ? CONTENT_TYPE_OF_KIND[item.kind] : undefined;
  if (!item || !contentType || !RATEABLE_KINDS.includes(item.kind)) throw itemNotFound(id);
  return contentType;
}

/** Each user counts once, with the score they gave last (on whichever device). */
export async function ratingSummary(db: Db, tenantName: string, id: number): Promise<RatingSummary> {
  await rateable(db, tenantName, id);
  const latest = db
    .selectDistinctOn([ratings.userId], { score: ratings.score })
    .from(ratings)
    .where(and(eq(ratings.tenantName, tenantName), eq(ratings.itemId, id)))
    .orderBy(ratings.userId, sql`${ratings.updatedAt} desc`)
    .as('latest');
  const [row] = await db
    .select({ average: sql<string | null>`avg(${latest.score})`, count: sql<number>`count(*)::int` })
    .from(latest);
  const average = row?.average == null ? null : Math.round(Number(row.average) * 10) / 10;
  return { articleId: id, average, count: row?.count ?? 0 };
}

/** GET /rating/user/article/{id}: the score given on this device, else the user's last one, and the summary. */
export async function userRating(
  db: Db,
  scope: UserScope,
  id: number,
  deviceId: number | undefined,
): Promise<UserRating> {
  const contentType = await rateable(db, scope.tenant.name, id);
  const mine = await db
    .select({ score: ratings.score, deviceId: ratings.deviceId })
    .from(ratings)
    .where(
      and(
        eq(ratings.tenantName, scope.tenant.name),
        eq(ratings.userId, scope.userId),
        eq(ratings.itemId, id),
      ),
    )
    .orderBy(sql`${ratings.updatedAt} desc`);
  const score = (mine.find((row) => row.deviceId === deviceId) ?? mine[0])?.score ?? null;
  return { ...(await ratingSummary(db, scope.tenant.name, id)), score, contentType };
}

/** PUT /rating: gives or changes the user's score on that device; the content type must be the article's. */
export async function rate(
  db: Db,
  scope: UserScope,
  body: { articleId: number; deviceId: number; score: number; contentType: string },
): Promise<UserRating> {
  const contentType = await rateable(db, scope.tenant.name, body.articleId);
  if (body.contentType !== contentType) {
    const message = `must be ${contentType} for this article`;
    throw new ProblemError({
      status: 400,
      code: 'VALIDATION_FAILED',
      detail: `The request body is invalid: body.contentType ${message}.`,
      errors: [{ path: 'body.contentType', message }],
    });
  }
  await db
    .insert(ratings)
    .values({
      tenantName: scope.tenant.name,
      userId: scope.userId,
      itemId: body.articleId,
      deviceId: body.deviceId,
      score: body.score,
      contentType,
    })
    .onConflictDoUpdate({
      target: [ratings.userId, ratings.itemId, ratings.deviceId],
      set: { score: body.score, updatedAt: sql`now()` },
    });
  return userRating(db, scope, body.articleId, body.deviceId);
}
