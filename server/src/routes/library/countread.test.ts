import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { expectProblem } from '../session/session-testing.ts';
import { COUNTREAD_IP_LIMIT } from './countread.service.ts';
import { insertItem, okJson, signedInUser } from './library-testing.ts';

describe.each(databaseTargets())('read counter (GET /concon/countread) on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, { auth: { trustProxy: true } });
  });
  afterAll(() => t.dispose());

  const article = (tenant = 'demo') =>
    insertItem(t, tenant, {
      kind: 'article',
      titles: { en: 'Read me' },
      props: { category: 'sports', subcategory: 'football', section: 'articles' },
    });
  // Behind a trusted proxy the address comes from X-Forwarded-For, so each test picks its readers.
  const read = (query: string, reader: { ip?: string; ua?: string; token?: string } = {}, tenant = 'demo') =>
    t.api(`/concon/countread?${query}`, {
      tenant,
      headers: { 'x-forwarded-for': reader.ip ?? '198.51.100.1', 'user-agent': reader.ua ?? 'Reader/1' },
      ...(reader.token ? { token: reader.token } : {}),
    });

  it('counts a read once per reader and day, and answers the count; no session needed', async () => {
    const { id } = await article();
    expect(await okJson(await read(`id=${id}`))).toEqual({ id, count: 1, counted: true });
    expect(await okJson(await read(`id=${id}&category=sports`))).toEqual({ id, count: 1, counted: false });
    expect(await okJson(await read(`id=${id}`, { ip: '198.51.100.2' }))).toEqual({
      id,
      count: 2,
      counted: true,
    });
    const res = await read(`id=${id}&category=football`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await okJson(res)).toEqual({ id, count: 2, counted: false });
  });

  it('an anonymous reader cannot count again by changing the User-Agent (the key is the address)', async () => {
    const { id } = await article();
    const ip = '198.51.100.9';
    expect(await okJson(await read(`id=${id}`, { ip, ua: 'Reader/1' }))).toMatchObject({ counted: true });
    for (let n = 2; n <= 20; n++) {
      expect(await okJson(await read(`id=${id}`, { ip, ua: `Reader/${n}` }))).toEqual({
        id,
        count: 1,
        counted: false,
      });
    }
  });

  it('a signed-in reader counts once per day as the user, from any address; two users behind one address count twice', async () => {
    const { id } = await article();
    const ann = await signedInUser(t);
    const bob = await signedInUser(t);
    const ip = '198.51.100.20';
    expect(await okJson(await read(`id=${id}`, { ip, token: ann.token }))).toMatchObject({
      count: 1,
      counted: true,
    });
    expect(
      await okJson(await read(`id=${id}`, { ip: '198.51.100.21', ua: 'Else/1', token: ann.token })),
    ).toMatchObject({ count: 1, counted: false });
    expect(await okJson(await read(`id=${id}`, { ip, token: bob.token }))).toMatchObject({
      count: 2,
      counted: true,
    });
    await expectProblem(await read(`id=${id}`, { token: 'not-a-token' }), 401, 'TOKEN_INVALID');
  });

  it('an address reading too fast is answered but no longer counted', async () => {
    const ip = '203.0.113.77';
    const articles = [];
    for (let n = 0; n <= COUNTREAD_IP_LIMIT.limit; n++) articles.push(await article());
    const answers = [];
    for (const { id } of articles) answers.push(await okJson(await read(`id=${id}`, { ip })));
    expect(answers.slice(0, -1).every((a) => (a as { counted: boolean }).counted)).toBe(true);
    expect(answers.at(-1)).toMatchObject({ count: 0, counted: false });
  });

  it("another tenant's article, a non-article, an unknown id or another category is 404", async () => {
    const acme = await article('acme');
    const track = await insertItem(t, 'demo', { kind: 'track', titles: { en: 'Tune' } });
    const { id } = await article();
    await expectProblem(await read(`id=${acme.id}`), 404, 'ARTICLE_NOT_FOUND');
    await expectProblem(await read(`id=${track.id}`), 404, 'ARTICLE_NOT_FOUND');
    await expectProblem(await read('id=999999999'), 404, 'ARTICLE_NOT_FOUND');
    await expectProblem(await read(`id=${id}&category=cooking`), 404, 'ARTICLE_NOT_FOUND');
    expect(await okJson(await read(`id=${acme.id}`, {}, 'acme'))).toMatchObject({ count: 1 });
  });

  it('malformed ids and categories are 400', async () => {
    for (const query of [
      '',
      'id=',
      'id=abc',
      'id=-3',
      'id=1&category=%27%3B--',
      'id=1&category=A',
      'id=1&x=2',
    ]) {
      await expectProblem(await read(query), 400, 'VALIDATION_FAILED');
    }
  });
});
