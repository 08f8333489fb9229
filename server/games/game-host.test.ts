import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createContext, runInContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

/* The game SDK (window.GameHost) in a fake window: a frame whose parent records what is posted to it. */
const sdk = readFileSync(join(import.meta.dirname, '_sdk/game-host.js'), 'utf8');
const PORTAL = 'https://portal.example';

type Options = { lang?: string; host?: string | null; session?: string | null; framed?: boolean };
const start = ({ lang = 'en', host = PORTAL, session = 'signed-session', framed = true }: Options = {}) => {
  const posted: { msg: Record<string, unknown>; origin: string }[] = [];
  const timers: ({ fn: () => void; at: number } | null)[] = [];
  const handlers: Record<string, (event: unknown) => void> = {};
  let now = 10_000;
  const metas: Record<string, string | null> = { 'game-host': host, 'game-session': session };
  const parent = {
    postMessage: (msg: Record<string, unknown>, origin: string) => posted.push({ msg, origin }),
  };
  const context = createContext({
    document: {
      documentElement: { lang },
      querySelector: (selector: string) => {
        const content = metas[/name="([^"]+)"/.exec(selector)?.[1] ?? ''];
        return content == null ? null : { getAttribute: () => content };
      },
    },
    addEventListener: (type: string, fn: (event: unknown) => void) => {
      handlers[type] = fn;
    },
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, at: now + ms }),
    clearTimeout: (id: number) => {
      if (id) timers[id - 1] = null;
    },
    Date: { now: () => now },
    URL,
    parent,
  });
  if (!framed) runInContext('globalThis.parent = globalThis;', context);
  runInContext(sdk, context);
  const advance = (ms: number) => {
    now += ms;
    timers.forEach((timer, i) => {
      if (timer && timer.at <= now) {
        timers[i] = null;
        timer.fn();
      }
    });
  };
  const message = (event: { origin: string; source: unknown; data: unknown }) => handlers.message?.(event);
  return { host: context.GameHost, posted, advance, message, parent };
};

describe('GameHost', () => {
  it('speaks the page language, with Arabic-Indic digits and rtl in Arabic, English otherwise', () => {
    const keys = [
      'score',
      'best',
      'lives',
      'level',
      'time',
      'pairs',
      'paused',
      'gameOver',
      'newBest',
      'start',
    ];
    const texts = ['en', 'ar', 'fr', 'de', 'es', 'ro'].map((lang) => {
      const { host } = start({ lang });
      expect(host.lang).toBe(lang);
      for (const key of [...keys, 'restart', 'resume', 'hint.meteor', 'hint.jumper']) {
        expect(host.t(key)).not.toBe(key);
      }
      return host.t('gameOver');
    });
    expect(new Set(texts).size).toBe(6);
    const ar = start({ lang: 'ar-EG' }).host;
    expect([ar.lang, ar.dir, ar.num(1207), ar.t('score')]).toEqual(['ar', 'rtl', '١٢٠٧', 'النتيجة']);
    const other = start({ lang: 'pt-BR' }).host;
    expect([other.lang, other.dir, other.num(1207.9), other.num(-3)]).toEqual(['en', 'ltr', '1207', '0']);
  });

  it('posts ready once, and scores to the host origin only, at most twice a second, the final one at once', () => {
    const { host, posted, advance } = start();
    host.ready();
    host.ready();
    host.score(10);
    host.score(20);
    host.score(30);
    expect(posted).toEqual([
      { msg: { v: 1, type: 'ready' }, origin: PORTAL },
      { msg: { v: 1, type: 'score', session: 'signed-session', score: 10, final: false }, origin: PORTAL },
    ]);
    advance(499);
    expect(posted).toHaveLength(2);
    advance(1);
    expect(posted[2]).toEqual({
      msg: { v: 1, type: 'score', session: 'signed-session', score: 30, final: false },
      origin: PORTAL,
    });
    host.score(30);
    advance(1000);
    expect(posted).toHaveLength(3);
    host.score(40);
    host.over(45.6);
    advance(1000);
    expect(posted.slice(3).map((p) => p.msg)).toEqual([
      { v: 1, type: 'score', session: 'signed-session', score: 40, final: false },
      { v: 1, type: 'score', session: 'signed-session', score: 45, final: true },
    ]);
  });

  it.each([
    ['outside a frame', { framed: false }],
    ['without the game-host meta', { host: null }],
    ['with a wildcard host', { host: '*' }],
    ['with a host that is not an origin', { host: 'https://portal.example/games' }],
    ['with a script host', { host: 'javascript:alert(1)' }],
  ])('reports nothing %s', (_name, options) => {
    const { host, posted, advance } = start(options);
    host.ready();
    host.score(5);
    host.over(6);
    advance(1000);
    expect(posted).toEqual([]);
    expect(host.connected).toBe(false);
  });

  it('sends no score without a session, though ready still goes', () => {
    const { host, posted } = start({ session: null });
    host.ready();
    host.score(5);
    host.over(6);
    expect(posted.map((p) => p.msg.type)).toEqual(['ready']);
  });

  it('obeys restart, pause and resume only from the host origin and the parent window', () => {
    const { host, message, parent } = start();
    const got: unknown[] = [];
    const stop = host.onCommand((command: unknown) => got.push(command));
    message({ origin: 'https://evil.example', source: parent, data: { v: 1, type: 'pause' } });
    message({ origin: PORTAL, source: {}, data: { v: 1, type: 'pause' } });
    message({ origin: PORTAL, source: parent, data: { v: 2, type: 'pause' } });
    message({ origin: PORTAL, source: parent, data: { v: 1, type: 'navigate' } });
    message({ origin: PORTAL, source: parent, data: 'pause' });
    expect(got).toEqual([]);
    for (const type of ['pause', 'resume', 'restart']) {
      message({ origin: PORTAL, source: parent, data: { v: 1, type, extra: 'dropped' } });
    }
    expect(got).toEqual([
      { v: 1, type: 'pause' },
      { v: 1, type: 'resume' },
      { v: 1, type: 'restart' },
    ]);
    stop();
    message({ origin: PORTAL, source: parent, data: { v: 1, type: 'pause' } });
    expect(got).toHaveLength(3);
  });
});
