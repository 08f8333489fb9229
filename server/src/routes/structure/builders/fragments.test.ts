import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArticleBodySchema, ChallengeSchema } from '../../../../../contract/structure-props.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../../testing/test-app.ts';
import { createUser, signIn } from '../../session/session-testing.ts';
import { childNamed, idsOf, insertItems, propsOf, structureAt } from '../catalogue-fixtures.ts';

const SECRET = 'The ending nobody saw coming.';
const premiumMarkdown = {
  en: `Opening paragraph anyone may read.\n\n## Inside\n\n${SECRET}`,
  ar: `فقرة افتتاحية للجميع.\n\n## في الداخل\n\nسر ${SECRET}`,
};
const day = (n: number) => new Date(Date.UTC(2030, 0, n));

describe.each(databaseTargets())('structure fragments and premium articles on %s', (target) => {
  let t: TestApp;
  const id: Record<string, number> = {};
  beforeAll(async () => {
    t = await startTestApp(target);
    const articles = Array.from({ length: 13 }, (_, i) => ({
      kind: 'article' as const,
      slug: `fx-news-${i + 1}`,
      createdAt: day(i + 1),
      props: {
        section: 'articles' as const,
        category: 'fx-cat',
        premium: false,
        markdown: { en: `Story ${i + 1}` },
      },
    }));
    const fixtures = [
      { kind: 'article-category', slug: 'fx-cat', props: { section: 'articles' } },
      ...articles,
      {
        kind: 'article',
        slug: 'fx-premium',
        createdAt: day(20),
        props: { section: 'articles', category: 'fx-cat', premium: true, markdown: premiumMarkdown },
      },
      {
        kind: 'tournament',
        slug: 'fx-cup',
        props: {
          challenges: [
            {
              id: 'fx-weekly',
              titles: { en: 'Weekly' },
              chained: false,
              steps: [{ titles: { en: 'Play' }, rewards: [{ currency: 'TICKETS', amount: 3 }] }],
            },
          ],
        },
      },
    ] as const;
    const ids = await insertItems(t, 'demo', fixtures as never);
    fixtures.forEach((item, index) => {
      id[item.slug] = ids[index] as number;
    });
    const [acmeCategory] = await insertItems(t, 'acme', [
      { kind: 'article-category', slug: 'fx-acme-cat', props: { section: 'articles' } },
    ]);
    id['fx-acme-cat'] = acmeCategory as number;
  });
  afterAll(() => t.dispose());

  it('get-articles pages a category 10 at a time by offset, newest first', async () => {
    const first = await structureAt(t, `/structure/get-articles/fragment/${id['fx-cat']}?offset=0`);
    expect(first.name).toBe('grid');
    expect(idsOf(first)).toHaveLength(10);
    expect(idsOf(first)[0]).toBe(id['fx-premium']);
    expect(propsOf(first)).toMatchObject({ hasMore: true, nextOffset: 10 });
    const rest = await structureAt(t, `/structure/get-articles/fragment/${id['fx-cat']}?offset=10&limit=10`);
    expect(idsOf(rest)).toEqual([id['fx-news-4'], id['fx-news-3'], id['fx-news-2'], id['fx-news-1']]);
    expect(propsOf(rest).hasMore).toBe(false);
  });

  it("get-articles of an unknown or another tenant's category is a 404", async () => {
    expect((await t.api(`/structure/get-articles/fragment/${id['fx-acme-cat']}`)).status).toBe(404);
    expect((await t.api('/structure/get-articles/fragment/999999999')).status).toBe(404);
    expect((await t.api(`/structure/get-articles/fragment/${id['fx-news-1']}`)).status).toBe(404);
  });

  it('a premium article shows visitors a teaser and the premium flag, never the body', async () => {
    const res = await t.api(`/structure/article/fragment/${id['fx-premium']}`);
    // The teaser is every visitor's, but a signed-in user's answer differs: kept per browser only.
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('vary')).toContain('Authorization');
    const text = await res.text();
    expect(text).not.toContain(SECRET);
    const page = await structureAt(t, `/structure/article/fragment/${id['fx-premium']}`);
    const body = v.parse(ArticleBodySchema, propsOf(childNamed(page, 'article-body')));
    expect(body).toEqual({
      id: id['fx-premium'],
      markdown: 'Opening paragraph anyone may read.',
      premium: true,
      locked: true,
    });
    expect(propsOf(childNamed(page, 'detail')).premium).toBe(true);
  });

  it('a signed-in user reads the whole premium body, in the asked language', async () => {
    const user = await createUser(t, 'demo');
    const { access_token: token } = await signIn(t, 'demo', user.id);
    const res = await t.api(`/structure/article/fragment/${id['fx-premium']}?lang=ar`, { token });
    // The whole body is never stored, not even by the browser or the service worker.
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const page = await structureAt(t, `/structure/article/fragment/${id['fx-premium']}?lang=ar`, { token });
    const body = v.parse(ArticleBodySchema, propsOf(childNamed(page, 'article-body')));
    expect(body).toEqual({
      id: id['fx-premium'],
      markdown: premiumMarkdown.ar,
      premium: true,
      locked: false,
    });
    const details = await structureAt(t, `/structure/get-article-details/fragment/${id['fx-premium']}`, {
      token,
    });
    expect(String(propsOf(childNamed(details, 'article-body')).markdown)).toContain(SECRET);
  });

  it("a bad token on a premium article is a 401, and another tenant's token does not unlock it", async () => {
    const bad = await t.api(`/structure/article/fragment/${id['fx-premium']}`, { token: 'not.a.token' });
    expect(bad.status).toBe(401);
    const acmeUser = await createUser(t, 'acme');
    const { access_token: acmeToken } = await signIn(t, 'acme', acmeUser.id);
    const res = await t.api(`/structure/article/fragment/${id['fx-premium']}`, { token: acmeToken });
    expect(res.status).toBe(401);
  });

  it('free pages stay shareable: no Vary on Authorization, public for the 2-minute structure window', async () => {
    const res = await t.api(`/structure/article/fragment/${id['fx-news-1']}`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=120');
    expect(res.headers.get('vary') ?? '').not.toContain('Authorization');
  });

  it('get-article-details answers the detail node of any item; visitors get the premium teaser there too', async () => {
    const details = await structureAt(t, `/structure/get-article-details/fragment/${id['fx-premium']}`);
    expect(details.name).toBe('detail');
    expect(propsOf(details)).toMatchObject({ id: id['fx-premium'], kind: 'article', premium: true });
    expect(JSON.stringify(details)).not.toContain(SECRET);
    expect((await t.api('/structure/get-article-details/fragment/999999999')).status).toBe(404);
  });

  it('get-challenge-by-id answers one challenge with its rewards; unknown ids are 404', async () => {
    const challenge = await structureAt(t, '/structure/get-challenge-by-id/fragment/fx-weekly');
    expect(challenge.name).toBe('challenge');
    expect(v.parse(ChallengeSchema, propsOf(challenge))).toMatchObject({ chained: false, tickets: 3 });
    expect((await t.api('/structure/get-challenge-by-id/fragment/no-such-challenge')).status).toBe(404);
    expect(
      (await t.api('/structure/get-challenge-by-id/fragment/fx-weekly', { tenant: 'acme' })).status,
    ).toBe(404);
  });
});
