import * as v from 'valibot';
import { type GameMessage, GameMessageSchema } from '#contract/game-protocol.ts';

/**
 * A message from the framed game, accepted only from the game origin, only from the frame's own window and
 * only when it is a v1 game message; anything else (another origin, another window, a forged shape) is
 * undefined and ignored.
 */
export function acceptGameMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  gameOrigin: string,
  frameWindow: MessageEventSource | null | undefined,
): GameMessage | undefined {
  if (event.origin !== gameOrigin || !frameWindow || event.source !== frameWindow) return undefined;
  const parsed = v.safeParse(GameMessageSchema, event.data);
  return parsed.success ? parsed.output : undefined;
}
