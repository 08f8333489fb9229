import * as v from 'valibot';
import { type GameMessage, GameMessageSchema } from '#contract/game-protocol.ts';

/**
 * Where the host posts a command to the framed game. An opaque-origin document cannot be named as a target
 * origin, so the command goes to the frame's own window with '*': it carries no secret (restart, pause,
 * resume), and the game accepts it only from its parent on the portal origin its meta names.
 */
export const COMMAND_TARGET_ORIGIN = '*';

/**
 * The origin a message from the framed game carries: the frame is sandboxed without allow-same-origin, so
 * its document has an opaque origin and the browser names it "null"; a frame allowed its own origin would
 * name the game origin.
 */
const OPAQUE_ORIGIN = 'null';

/**
 * A message from the framed game, accepted only from the frame's own window (the check that counts: no other
 * window can be that frame), only with the origin that frame can have (opaque, or the game origin) and only
 * when it is a v1 game message; anything else (another window, another origin, a forged shape) is undefined
 * and ignored.
 */
export function acceptGameMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  gameOrigin: string,
  frameWindow: MessageEventSource | null | undefined,
): GameMessage | undefined {
  if (!frameWindow || event.source !== frameWindow) return undefined;
  if (event.origin !== OPAQUE_ORIGIN && event.origin !== gameOrigin) return undefined;
  const parsed = v.safeParse(GameMessageSchema, event.data);
  return parsed.success ? parsed.output : undefined;
}
