import { describe, expect, it } from 'vitest';
import { onGameScore, publishGameScore } from './game-frame.port.ts';
import { acceptGameMessage } from './game-messages.ts';

const ORIGIN = 'http://games.localhost:8901';
const frame = {} as MessageEventSource;
const SESSION = `${'a'.repeat(40)}.${'b'.repeat(43)}`;

describe('game messages (protocol v1)', () => {
  it('accepts messages of the sandboxed frame (opaque origin "null")', () => {
    expect(
      acceptGameMessage({ origin: 'null', source: frame, data: { v: 1, type: 'ready' } }, ORIGIN, frame),
    ).toEqual({
      v: 1,
      type: 'ready',
    });
    expect(
      acceptGameMessage(
        { origin: 'null', source: {} as MessageEventSource, data: { v: 1, type: 'ready' } },
        ORIGIN,
        frame,
      ),
    ).toBeUndefined();
  });

  it('accepts ready and score messages from the frame on the game origin', () => {
    expect(
      acceptGameMessage({ origin: ORIGIN, source: frame, data: { v: 1, type: 'ready' } }, ORIGIN, frame),
    ).toEqual({
      v: 1,
      type: 'ready',
    });
    const score = { v: 1, type: 'score', session: SESSION, score: 120, final: true };
    expect(acceptGameMessage({ origin: ORIGIN, source: frame, data: score }, ORIGIN, frame)).toEqual(score);
  });

  it('ignores another origin, another window, and shapes the protocol does not have', () => {
    const ready = { v: 1, type: 'ready' };
    expect(
      acceptGameMessage({ origin: 'http://localhost:8901', source: frame, data: ready }, ORIGIN, frame),
    ).toBeUndefined();
    expect(
      acceptGameMessage({ origin: ORIGIN, source: {} as MessageEventSource, data: ready }, ORIGIN, frame),
    ).toBeUndefined();
    expect(acceptGameMessage({ origin: ORIGIN, source: frame, data: ready }, ORIGIN, null)).toBeUndefined();
    for (const data of [
      { v: 2, type: 'ready' },
      { v: 1, type: 'score', session: SESSION, score: -1, final: false },
      { v: 1, type: 'score', session: SESSION, score: 1.5, final: false },
      { v: 1, type: 'score', session: 'not a token', score: 1, final: false },
      { v: 1, type: 'score', session: SESSION, score: 2 ** 31, final: false },
      { v: 1, type: 'ready', extra: true },
      'ready',
      null,
    ])
      expect(
        acceptGameMessage({ origin: ORIGIN, source: frame, data }, ORIGIN, frame),
        JSON.stringify(data),
      ).toBeUndefined();
  });

  it('publishes verified scores to every listener until it unsubscribes', () => {
    const heard: number[] = [];
    const stop = onGameScore((score) => heard.push(score.score));
    publishGameScore({ articleId: 1, session: SESSION, score: 5, final: false });
    stop();
    publishGameScore({ articleId: 1, session: SESSION, score: 9, final: true });
    expect(heard).toEqual([5]);
  });
});
