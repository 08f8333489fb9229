import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createContext, runInContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { bots, type Input, type Logic, monkey, type State } from './games.test-bots.ts';

/*
 * The demo games' files, and their logic run without a page: each game.js is a classic script that, loaded after
 * the SDK in a context without a document, leaves its logic on GameLogic and does not start its stage.
 */
const dir = import.meta.dirname;
const engines = JSON.parse(readFileSync(join(dir, 'engines.json'), 'utf8')) as Record<
  string,
  { maxPointsPerSecond: number; title: string }
>;
const sdk = readFileSync(join(dir, '_sdk/game-host.js'), 'utf8');
const load = (engine: string): Logic => {
  const context = createContext({});
  runInContext(sdk, context);
  runInContext(readFileSync(join(dir, engine, 'game.js'), 'utf8'), context);
  return context.GameLogic as Logic;
};

const blank = () => ({ left: false, right: false, up: false, down: false, action: false });
const idle = (): Input => ({
  ...blank(),
  pressed: blank(),
  pointer: { x: 0, y: 0, down: false },
  taps: [],
  swipes: [],
});
const DT = 1 / 120;
/** Plays a round for up to `seconds`, as the stage does: the edges (presses, taps, swipes) last one step. */
const playRound = (logic: Logic, seed: number, player: (s: State, input: Input) => void, seconds: number) => {
  const s = logic.create(seed, { reduced: false });
  const input = idle();
  let t = 0;
  let worst = 0;
  while (!s.over && t < seconds) {
    player(s, input);
    logic.update(s, DT, input);
    t += DT;
    input.pressed = blank();
    input.taps = [];
    input.swipes = [];
    expect(Number.isInteger(s.score)).toBe(true);
    worst = Math.max(worst, s.score - logic.maxPointsPerSecond * t);
  }
  return { score: s.score, over: s.over, t, worst };
};

describe('demo games', () => {
  it('lists the five engines, each a folder with index.html, game.js and style.css', () => {
    const folders = readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && d.name !== '_sdk')
      .map((d) => d.name);
    expect(Object.keys(engines).sort()).toEqual(['breakout', 'jumper', 'memory', 'meteor', 'snake']);
    expect(folders.sort()).toEqual(Object.keys(engines).sort());
    for (const engine of folders) {
      expect(readdirSync(join(dir, engine)).sort()).toEqual(['game.js', 'index.html', 'style.css']);
    }
  });

  it.each(Object.keys(engines))('%s: its page fits the strict CSP and the server’s injection', (engine) => {
    const html = readFileSync(join(dir, engine, 'index.html'), 'utf8');
    expect(html).toMatch(/<html[^>]*>/);
    expect(html).toContain('<head>');
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map((m) => /src="([^"]+)"/.exec(m[1]!)?.[1])).toEqual(['game-host.js', 'game.js']);
    expect(scripts.every((m) => m[2]!.trim() === '')).toBe(true);
    expect(html).not.toMatch(/<style|\sstyle=|\son[a-z]+=|https?:\/\//i);
    const code = readFileSync(join(dir, engine, 'game.js'), 'utf8') + sdk;
    expect(code).not.toMatch(
      /\bfetch\(|XMLHttpRequest|WebSocket|localStorage|sessionStorage|indexedDB|eval\(|'\*'/,
    );
    expect(code).not.toMatch(/https?:\/\//);
  });

  it.each(Object.keys(engines))('%s: engines.json states the bound its logic is built on', (engine) => {
    const logic = load(engine);
    expect(logic.name).toBe(engine);
    expect(engines[engine]!.maxPointsPerSecond).toBe(Math.ceil(logic.maxPointsPerSecond));
    expect(engines[engine]!.title.length).toBeGreaterThan(0);
    const comment = readFileSync(join(dir, engine, 'game.js'), 'utf8').slice(0, 1200);
    expect(comment).toContain(`${engines[engine]!.maxPointsPerSecond} points a second`);
  });

  it.each(Object.keys(engines))('%s: a good player scores, and no player outruns the bound', (engine) => {
    const logic = load(engine);
    const good = playRound(logic, 7, bots[engine]!(logic), 240);
    expect(good.score).toBeGreaterThan(engine === 'jumper' ? 20 : 50);
    expect(good.worst).toBeLessThanOrEqual(0);
    for (let seed = 1; seed <= 4; seed++) {
      const round = playRound(logic, seed, monkey(seed), 240);
      expect(round.worst).toBeLessThanOrEqual(0);
    }
  });

  it.each(Object.keys(engines))('%s: a round left alone ends', (engine) => {
    const round = playRound(load(engine), 3, () => {}, 600);
    expect(round.over).toBe(true);
  });
});
