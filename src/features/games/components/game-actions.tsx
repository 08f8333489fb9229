import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useState } from 'react';
import * as v from 'valibot';
import type { GameTarget } from '#components/dialogs/dialog-kinds.ts';
import { openDialog } from '#components/dialogs/dialog-store.ts';
import {
  FreePlaySchema,
  GAME_ERRORS,
  GameNotEntitledDataSchema,
  type GamePlayAnswer,
} from '#contract/games.ts';
import type { StructureNode } from '#contract/structure.ts';
import { type DetailProps, DetailPropsSchema } from '#contract/structure-props.ts';
import { isApiError } from '#lib/api-error.ts';
import { userIdOf } from '#platform/session/token-claims.ts';
import { getToken } from '#platform/session/token-store.ts';
import { useSession } from '#platform/session/use-session.ts';
import { usePageScope } from '#platform/use-page-scope.ts';
import { readProps } from '#structure/read-props.ts';
import { askGameDownload, openGameWindow, saveFile, startGame } from '../game-calls.ts';
import { rememberPendingGameDownload } from '../pending-game-download.ts';

/** The game in the frame dialog (useGameFrame), else in a new window. */
export function openGame(answer: GamePlayAnswer, game: GameTarget): void {
  if (!answer.useGameFrame) {
    openGameWindow(answer.url);
    return;
  }
  openDialog('game-iframe', {
    url: answer.url,
    origin: answer.origin,
    title: game.title,
    articleId: game.articleId,
    postsScore: answer.mode === 'play',
    ...(answer.freePlay ? { freePlay: { used: answer.freePlay.used, limit: answer.freePlay.limit } } : {}),
  });
}

/** A refusal of a game call opens what answers it: the limit, the ways to unlock, or the error dialog. */
export function showGameRefusal(error: unknown, game: GameTarget): void {
  const code = isApiError(error) ? error.problem?.code : undefined;
  const data = isApiError(error) ? error.problem?.data : undefined;
  const limit = v.safeParse(FreePlaySchema, data);
  const unlock = v.safeParse(GameNotEntitledDataSchema, data);
  if (code === GAME_ERRORS.freePlayLimit && limit.success)
    openDialog('free-play-limit', { ...game, ...limit.output });
  else if (code === GAME_ERRORS.notEntitled && unlock.success)
    openDialog('subscription-choice', { title: game.title, ...unlock.output, game: true });
  else if (isApiError(error) && error.status === 401) openDialog('login');
  else openDialog('error', isApiError(error) && error.status > 0 ? { status: error.status } : {});
}

/**
 * Commerce §2/§6/§8 game details actions: Play (online, signed in), Free play (freemium games, visitors
 * too), Download (download-to-own games: owned or covered → the zip; else the purchase, after which the
 * download starts). Visitors trying anything beyond free play get the login dialog.
 */
export function GameActions({ node }: { node: StructureNode }) {
  const props = readProps(DetailPropsSchema, node);
  if (!props || (props.kind !== 'game' && props.kind !== 'arcade')) return null;
  return <Actions props={props} title={node.data?.title ?? ''} />;
}

function Actions({ props, title }: { props: DetailProps; title: string }) {
  const { t } = useLingui();
  const scope = usePageScope();
  const { isUser } = useSession();
  const [busy, setBusy] = useState<'play' | 'download'>();
  const game: GameTarget = { articleId: props.id, title, ...(props.price ? { price: props.price } : {}) };
  const freemium = props.businessModel === 'DOWNLOAD_TO_OWN_FREEMIUM';
  const caller = { api: scope.api, locale: scope.locale };

  const play = async () => {
    if (!isUser) return openDialog('login');
    setBusy('play');
    try {
      openGame(await startGame(caller, props.id, 'play'), game);
    } catch (error) {
      // A freemium game the user does not own still plays free.
      if (freemium && isApiError(error) && error.problem?.code === GAME_ERRORS.notEntitled)
        openDialog('free-play', game);
      else showGameRefusal(error, game);
    } finally {
      setBusy(undefined);
    }
  };

  const download = async () => {
    if (!isUser) return openDialog('login');
    setBusy('download');
    try {
      const answer = await askGameDownload(caller, props.id);
      saveFile(answer.uri, answer.fileName);
    } catch (error) {
      const userId = userIdOf(getToken());
      if (isApiError(error) && error.problem?.code === GAME_ERRORS.notEntitled && game.price && userId) {
        // Commerce §4: bought, the download starts from the purchased popup.
        rememberPendingGameDownload({ userId, articleId: props.id, title });
        openDialog('confirm-purchase', { articleId: props.id, title, price: game.price, kind: props.kind });
      } else showGameRefusal(error, game);
    } finally {
      setBusy(undefined);
    }
  };

  if (props.gameType === 'download')
    return (
      <Button onClick={() => void download()} loading={busy === 'download'} data-game-download="">
        {t`Download`}
      </Button>
    );
  return (
    <>
      {(!freemium || isUser) && (
        <Button onClick={() => void play()} loading={busy === 'play'} data-game-play="">
          {t`Play`}
        </Button>
      )}
      {freemium && (
        <Button
          variant={isUser ? 'default' : 'filled'}
          onClick={() => openDialog('free-play', game)}
          data-game-free-play=""
        >
          {t`Free play`}
        </Button>
      )}
    </>
  );
}
