import { and, asc, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WalletAnswerSchema, type WalletItem, WalletItemSchema } from '../../../../contract/player.ts';
import { catalogueItems } from '../../db/schema/catalogue.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { okJson, signedInUser } from '../library/library-testing.ts';
import { expectProblem } from '../session/session-testing.ts';
import { childOf, FREE, itemBySlug, OWNER, own, postAs, tokenOf } from './player-testing.ts';

describe.each(databaseTargets())('wallet (/wallet) on %s', (target) => {
  let t: TestApp;
  let owner: { id: string; token: string };
  beforeAll(async () => {
    t = await startTestApp(target);
    owner = await tokenOf(t, OWNER);
  });
  afterAll(() => t.dispose());

  const wallet = (token: string | undefined, query = '', tenant?: string) =>
    t.api(`/wallet/userarticles${query}`, { ...(token ? { token } : {}), ...(tenant ? { tenant } : {}) });
  const page = async (token: string, query = '') => {
    const res = await wallet(token, query);
    return { res, body: v.parse(WalletAnswerSchema, await okJson(res)) };
  };
  const childIds = async (kind: 'track' | 'chapter', parent: string) =>
    (
      await t.database.db
        .select({ id: catalogueItems.id })
        .from(catalogueItems)
        .where(
          and(
            eq(catalogueItems.tenantName, 'demo'),
            eq(catalogueItems.kind, kind),
            sql`${catalogueItems.props}->>'parent' = ${parent}`,
          ),
        )
        .orderBy(asc(sql`(${catalogueItems.props}->>'position')::int`))
    ).map((row) => row.id);
  const slugs = ['midnight-signals', 'oud-and-echo', 'golden-hour'];

  it('lists the owner’s albums and audiobook newest first, with their articles, every covered id and the count header', async () => {
    const { res, body } = await page(owner.token);
    expect(res.headers.get('x-result-count')).toBe('0-3/4');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const albums = await Promise.all(slugs.map((slug) => itemBySlug(t, 'demo', 'album', slug)));
    const book = await itemBySlug(t, 'demo', 'audiobook', 'the-little-lighthouse');
    expect(body.items.map((i) => i.id)).toEqual([...albums.map((a) => a.id), book.id]);
    expect(body.total).toBe(4);
    const first = body.items[0] as WalletItem;
    expect(first).toMatchObject({
      isCollection: true,
      contentType: 'FULL_TRACK_MUSIC',
      title: 'Midnight Signals',
      imageUrl: `http://localhost/media/artwork/${first.id}.svg`,
      clickUrl: `/music/albums/nora-vale/${first.id}`,
    });
    expect(first.collectionArticles).toEqual(await childIds('track', 'midnight-signals'));
    expect(body.items[3]).toMatchObject({ contentType: 'AUDIO_BOOK' });
    expect(body.items[3]?.collectionArticles).toHaveLength(25);
    const covered = [
      ...albums.map((a) => a.id),
      book.id,
      ...(await Promise.all(slugs.map((s) => childIds('track', s)))).flat(),
      ...(await childIds('chapter', 'the-little-lighthouse')),
    ].sort((a, b) => a - b);
    expect(body.walletIds).toEqual(covered);
  });

  it('filters by content type, pages with offset and limit, and answers in the asked language', async () => {
    const books = (await page(owner.token, '?inclContTypes=AUDIO_BOOK')).body;
    expect(books.items.map((i) => i.contentType)).toEqual(['AUDIO_BOOK']);
    expect(books.walletIds).toHaveLength(26);
    const music = await page(
      owner.token,
      '?inclContTypes=FULL_TRACK_MUSIC&offset=1&limit=2&lang=ar&devId=1001',
    );
    expect(music.res.headers.get('x-result-count')).toBe('1-2/3');
    expect(music.body.items.map((i) => i.title)).toEqual(['عود وصدى', 'الساعة الذهبية']);
    const beyond = await page(owner.token, '?offset=10');
    expect(beyond.res.headers.get('x-result-count')).toBe('10-10/4');
    expect(beyond.body.items).toEqual([]);
  });

  it('an empty wallet is 0-0/0; visitors are 401; bad queries are 400', async () => {
    const free = await tokenOf(t, FREE);
    const { res, body } = await page(free.token);
    expect(res.headers.get('x-result-count')).toBe('0-0/0');
    expect(body).toEqual({ walletIds: [], items: [], total: 0 });
    await expectProblem(await wallet(undefined), 401, 'AUTH_REQUIRED');
    for (const query of [
      '?limit=51',
      '?limit=0',
      '?offset=-1',
      '?inclContTypes=MOVIES',
      '?inclContTypes=',
      '?devId=abc',
      '?sort=new',
    ])
      await expectProblem(await wallet(owner.token, query), 400, 'VALIDATION_FAILED');
  });

  it('one article: an owned item, or the owned collection that covers it; else 404', async () => {
    const article = (id: number, token = owner.token, query = '') =>
      t.api(`/wallet/walletarticle/article/${id}${query}`, { token });
    const album = await itemBySlug(t, 'demo', 'album', 'oud-and-echo');
    const direct = v.parse(WalletItemSchema, await okJson(await article(album.id, owner.token, '?lang=fr')));
    expect(direct).toMatchObject({ id: album.id, isCollection: true, title: 'Oud et écho' });
    const track = await childOf(t, 'demo', 'track', 'oud-and-echo', 2);
    expect(v.parse(WalletItemSchema, await okJson(await article(track.id))).id).toBe(album.id);
    const user = await signedInUser(t);
    await own(t, user.id, track.id);
    const single = v.parse(WalletItemSchema, await okJson(await article(track.id, user.token)));
    expect(single).toMatchObject({ id: track.id, isCollection: false, collectionArticles: [] });
    const other = await itemBySlug(t, 'demo', 'album', 'paper-oceans');
    await expectProblem(await article(other.id), 404, 'WALLET_ITEM_NOT_FOUND');
    await expectProblem(await article(album.id, user.token), 404, 'WALLET_ITEM_NOT_FOUND');
    await expectProblem(await article(0), 400, 'VALIDATION_FAILED');
  });

  it('a 404 of an article not owned carries the same purchase options as /purchase and /song', async () => {
    const free = await tokenOf(t, FREE);
    const track = await childOf(t, 'demo', 'track', 'northern-lights-live', 1);
    const refused = await expectProblem(
      await t.api(`/wallet/walletarticle/article/${track.id}?lang=fr`, { token: free.token }),
      404,
      'WALLET_ITEM_NOT_FOUND',
    );
    const options = await okJson(
      await t.api(`/purchase/ArticlePurchaseOptions/${track.id}?lang=fr`, { token: free.token }),
    );
    expect(refused.data).toEqual(options);
    const data = refused.data as { consume: boolean; isWalletItem: boolean; purchase: { type: string }[] };
    expect(data).toMatchObject({ consume: false, isWalletItem: false });
    // The track and its album are sold one time (DTO), next to the plans covering music.
    expect(data.purchase.filter((o) => o.type === 'DTO')).toHaveLength(2);
    const song = await postAs(t, '/song?lang=fr', { id: track.id }, { token: free.token });
    expect(((await okJson(song)) as { purchase: unknown }).purchase).toEqual(data.purchase);
  });

  it('tenants are apart: acme’s items never show in a demo wallet, and a demo token is refused on acme', async () => {
    const user = await signedInUser(t);
    const acmeAlbum = await itemBySlug(t, 'acme', 'album', 'sable-chaud');
    await own(t, user.id, acmeAlbum.id, 'acme');
    expect((await page(user.token)).body.items).toEqual([]);
    const res = await t.api(`/wallet/walletarticle/article/${acmeAlbum.id}`, { token: user.token });
    await expectProblem(res, 404, 'WALLET_ITEM_NOT_FOUND');
    await expectProblem(await wallet(owner.token, '', 'acme'), 401, 'TOKEN_INVALID');
  });
});
