import { and, asc, eq } from 'drizzle-orm';
import { type CatalogueKind, catalogueItems } from '../../db/schema/catalogue.ts';
import type { TestApp } from '../test-app.ts';
import type { Hints } from './schema-arbitrary.ts';

const KINDS: CatalogueKind[] = [
  'track',
  'episode',
  'chapter',
  'album',
  'playlist',
  'podcast',
  'audiobook',
  'article',
  'video',
  'series',
  'game',
  'product',
];

async function idsOf(t: TestApp, kind: CatalogueKind, limit: number): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: catalogueItems.id })
    .from(catalogueItems)
    .where(and(eq(catalogueItems.tenantName, 'demo'), eq(catalogueItems.kind, kind)))
    .orderBy(asc(catalogueItems.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Listening tickets of the signed-in user, so listening reports reach the ticket checks. */
async function tickets(t: TestApp, token: string, trackIds: number[]): Promise<string[]> {
  const out: string[] = [];
  for (const id of trackIds) {
    const res = await t.api('/song', { method: 'POST', token, body: { id } });
    const answer = (await res.json()) as { ticket?: string | null };
    if (answer.ticket) out.push(answer.ticket);
  }
  return out;
}

/** Values that exist in the seeded demo tenant, by field name: requests with them reach the real work. */
export async function seededHints(t: TestApp, token: string): Promise<Hints> {
  const ids = (await Promise.all(KINDS.map((kind) => idsOf(t, kind, 3)))).flat();
  const tracks = await idsOf(t, 'track', 6);
  const categories = [...(await idsOf(t, 'article-category', 2)), ...(await idsOf(t, 'music-genre', 2))];
  const both = (values: number[]) => [...values, ...values.map(String)];
  const returnUrls = ['http://localhost:8787/user/login?redirect=%2Fprofile', 'http://localhost/'];
  return {
    id: both(ids),
    articleId: tracks,
    collectionId: [...(await idsOf(t, 'album', 3)), ...(await idsOf(t, 'playlist', 2))],
    categoryId: categories.map(String),
    deviceId: [1, 1001, '1', '1001'],
    ticketId: await tickets(t, token, tracks),
    name: ['home', 'configuration', 'search', 'get-articles', 'get-article-details'],
    redirectUrl: returnUrls,
    url: returnUrls,
    tenant: ['demo', 'acme'],
    provider: ['demo_sso'],
    email: ['listener@demo.example', 'fuzz@example.com'],
    // Comma-separated lists are beyond what the generator derives from a schema.
    kinds: ['track', 'album,artist', 'episode,podcast,audiobook', 'article'],
    inclContTypes: ['FULL_TRACK_MUSIC,AUDIO_BOOK', 'AUDIO_BOOK'],
    q: ['golden', 'hour', 'ع', 'été'],
    path: ['/', '/old-home', '/music'],
  };
}
