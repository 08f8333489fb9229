/** A score a game in the frame dialog reported, verified (origin, source, protocol): arcade submits it. */
export interface GameScore {
  articleId: number;
  /** The signed game-session token the game posted it with. */
  session: string;
  score: number;
  /** The game's end (true) or a running score. */
  final: boolean;
}

type Listener = (score: GameScore) => void;

const listeners = new Set<Listener>();

/** Hears every verified score of a game played in the frame; returns the unsubscribe. */
export function onGameScore(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The frame dialog publishes the scores it verified. */
export function publishGameScore(score: GameScore): void {
  for (const listener of [...listeners]) listener(score);
}

/** A game not played in the frame opens in a new window (arcade runs open the same way). */
export { openGameWindow } from './game-calls.ts';
