import { useLingui } from '@lingui/react/macro';
import { Button, CloseButton } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import type { DialogComponentProps } from '#components/dialogs/dialog-kinds.ts';
import { useModalDialog } from '#components/dialogs/use-modal-dialog.ts';
import {
  GAME_FRAME_ALLOW,
  GAME_FRAME_SANDBOX,
  type GameCommandType,
  gameCommand,
} from '#contract/game-protocol.ts';
import { trapTab } from '#lib/focus-trap.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import { publishGameScore } from '../game-frame.port.ts';
import { acceptGameMessage, COMMAND_TARGET_ORIGIN } from '../game-messages.ts';
import { usePlayScore } from '../use-play-score.ts';
import classes from './game-frame.module.css';

/** Follows the document's fullscreen state (the frame's stage, or nothing). */
function useFullscreen(): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const changed = () => setOn(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, []);
  return on;
}

/**
 * Commerce §2 game iframe and its actions: the game page of the game origin in a sandboxed frame (scripts and
 * pointer lock only: no same-origin with the portal, no top navigation, no popups), with full screen,
 * restart and close. Only v1 messages from this frame on the game origin are heard; verified scores go out
 * on the game-frame port, and a play's final score is posted once (usePlayScore). On a phone the dialog fills the screen.
 */
export function GameFrameDialog({
  url,
  origin,
  title,
  articleId,
  freePlay,
  postsScore = false,
  onClose,
}: DialogComponentProps<'game-iframe'>) {
  const { t } = useLingui();
  const f = useFormats();
  const ref = useModalDialog();
  const titleId = useId();
  const frame = useRef<HTMLIFrameElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [score, setScore] = useState<number>();
  const fullscreen = useFullscreen();
  const postScore = usePlayScore(postsScore);

  useEffect(() => {
    const heard = (event: MessageEvent) => {
      const message = acceptGameMessage(event, origin, frame.current?.contentWindow);
      if (!message) return;
      if (message.type === 'ready') {
        setReady(true);
        frame.current?.focus();
        return;
      }
      setScore(message.score);
      const verified = { articleId, session: message.session, score: message.score, final: message.final };
      publishGameScore(verified);
      postScore(verified);
    };
    window.addEventListener('message', heard);
    return () => window.removeEventListener('message', heard);
  }, [origin, articleId, postScore]);

  const send = (type: GameCommandType) => {
    frame.current?.contentWindow?.postMessage(gameCommand(type), COMMAND_TARGET_ORIGIN);
    frame.current?.focus();
  };
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void stage.current?.requestFullscreen?.().then(() => frame.current?.focus());
  };
  const close = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    onClose();
  };
  const shown = score === undefined ? undefined : f.count(score);
  const used = freePlay ? f.count(freePlay.used) : '';
  const limit = freePlay ? f.count(freePlay.limit) : '';
  return (
    <dialog
      ref={ref}
      className={classes.dialog}
      aria-labelledby={titleId}
      onKeyDown={trapTab}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      data-game-dialog=""
    >
      <div className={classes.header}>
        <h2 id={titleId} className={classes.title}>
          {title}
        </h2>
        {freePlay && <span className={classes.note}>{t`Free play ${used} of ${limit} today`}</span>}
        {shown !== undefined && (
          <output className={classes.score} aria-live="polite" data-game-score="">
            {t`Score: ${shown}`}
          </output>
        )}
        <div className={classes.actions}>
          <Button variant="default" size="compact-sm" onClick={() => send('restart')} data-game-restart="">
            {t`Restart`}
          </Button>
          <Button
            variant="default"
            size="compact-sm"
            onClick={toggleFullscreen}
            aria-pressed={fullscreen}
            data-game-fullscreen=""
          >
            {t`Full screen`}
          </Button>
          <CloseButton aria-label={t`Close the game`} onClick={close} data-game-close="" />
        </div>
      </div>
      <div ref={stage} className={classes.stage}>
        <iframe
          ref={frame}
          src={url}
          title={t`Game: ${title}`}
          sandbox={GAME_FRAME_SANDBOX}
          allow={GAME_FRAME_ALLOW}
          referrerPolicy="no-referrer"
          className={classes.frame}
          onLoad={() => frame.current?.focus()}
          data-game-frame=""
          data-ready={ready ? '' : undefined}
        />
      </div>
    </dialog>
  );
}
