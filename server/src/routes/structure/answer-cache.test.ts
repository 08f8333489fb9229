import { describe, expect, it } from 'vitest';
import { type Answer, AnswerCache, type Dim, type Viewer } from './answer-cache.ts';

const body = (text: string) => new TextEncoder().encode(text);
const composed = (text: string, vary: Dim[] = []) => ({ body: body(text), etag: `"${text}"`, vary });
const viewer = (signedIn = false, os = 'Android'): Viewer => ({
  signedIn: async () => signedIn,
  device: async () => ({ os }),
});
const text = (answer: Answer) => new TextDecoder().decode(answer.body);

describe('AnswerCache', () => {
  it('a burst of misses for one key composes once', async () => {
    const cache = new AnswerCache();
    let composing = 0;
    const compose = async () => {
      composing += 1;
      await new Promise((done) => setTimeout(done, 20));
      return composed('home');
    };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => cache.answer('demo', 1, 'home', viewer(), compose)),
    );
    expect(composing).toBe(1);
    expect(answers.map(text)).toEqual(['home', 'home', 'home', 'home', 'home']);
  });

  it('an answer of another version is never served, and an older composition never replaces a newer one', async () => {
    const cache = new AnswerCache();
    await cache.answer('demo', 2, 'home', viewer(), async () => composed('v2'));
    const v3 = await cache.answer('demo', 3, 'home', viewer(), async () => composed('v3'));
    expect(text(v3)).toBe('v3');
    await cache.answer('demo', 2, 'home', viewer(), async () => composed('late v2'), { fresh: true });
    expect(text(await cache.answer('demo', 3, 'home', viewer(), async () => composed('x')))).toBe('v3');
  });

  it('a composition that asked who the caller is is kept per answer to that, never across', async () => {
    const cache = new AnswerCache();
    const premium = (signedIn: boolean) => async () => composed(signedIn ? 'body' : 'teaser', ['signedIn']);
    const member = await cache.answer('demo', 1, 'article', viewer(true), premium(true));
    expect([text(member), member.signedIn]).toEqual(['body', true]);
    const visitor = await cache.answer('demo', 1, 'article', viewer(false), premium(false));
    expect([text(visitor), visitor.signedIn]).toEqual(['teaser', false]);
    const again = await cache.answer('demo', 1, 'article', viewer(true), async () => composed('recomposed'));
    expect(text(again)).toBe('body');
  });

  it('tenants never share answers, whatever the key', async () => {
    const cache = new AnswerCache();
    await cache.answer('demo', 1, 'home', viewer(), async () => composed('demo home'));
    const acme = await cache.answer('acme', 1, 'home', viewer(), async () => composed('acme home'));
    expect(text(acme)).toBe('acme home');
  });

  it('holds at most its entry count', async () => {
    const cache = new AnswerCache({ maxEntries: 3, maxBytes: 1_000_000 });
    for (const key of ['a', 'b', 'c', 'd', 'e'])
      await cache.answer('demo', 1, key, viewer(), async () => composed(key));
    expect(cache.entries).toBe(3);
  });
});
