import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { DialogFrame, dialogActionsClass } from '#components/dialogs/dialog-frame.tsx';
import type { DialogComponentProps } from '#components/dialogs/dialog-kinds.ts';
import { openDialog } from '#components/dialogs/dialog-store.ts';
import { numberingSystemFor } from '#lib/format.ts';
import { dateTimeFormat } from '#lib/intl-cache.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import { useSession } from '#platform/session/use-session.ts';
import { usePageScope } from '#platform/use-page-scope.ts';
import { startGame } from '../game-calls.ts';
import { openGame, showGameRefusal } from './game-actions.tsx';

/**
 * Commerce §2 free play: a freemium game plays free a few times a day on this device, without an account;
 * starting it asks POST /game/play-free and opens the game, or the free-play limit when it is reached.
 */
export function FreePlayDialog({ onClose, ...game }: DialogComponentProps<'free-play'>) {
  const { t } = useLingui();
  const scope = usePageScope();
  const [busy, setBusy] = useState(false);
  const title = game.title;
  const start = async () => {
    setBusy(true);
    try {
      const answer = await startGame({ api: scope.api, locale: scope.locale }, game.articleId, 'free');
      openGame(answer, game);
    } catch (error) {
      showGameRefusal(error, game);
    } finally {
      setBusy(false);
    }
  };
  return (
    <DialogFrame title={t`Play ${title} for free`} onClose={onClose}>
      <p>{t`Free play lets you play this game a few times a day on this device, no account needed.`}</p>
      <p>{t`Buy the game to play it as often as you like.`}</p>
      <div className={dialogActionsClass}>
        <Button variant="default" onClick={onClose}>{t`Cancel`}</Button>
        <Button onClick={() => void start()} loading={busy} data-free-play-start="">
          {t`Start free play`}
        </Button>
      </div>
    </DialogFrame>
  );
}

/** Commerce §2 free-play limit: this device's free plays of the day are used up; when they come back, and buying. */
export function FreePlayLimitDialog({
  onClose,
  used,
  limit,
  resetsAt,
  ...game
}: DialogComponentProps<'free-play-limit'>) {
  const { t } = useLingui();
  const f = useFormats();
  const { isUser } = useSession();
  const count = f.count(used);
  const total = f.count(limit);
  const when = dateTimeFormat(f.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    numberingSystem: numberingSystemFor(f.locale, f.dir),
  }).format(Date.parse(resetsAt));
  const price = game.price;
  const shown = price ? f.price(price) : '';
  const buy = () => {
    if (!isUser) return openDialog('login');
    if (price)
      openDialog('confirm-purchase', { articleId: game.articleId, title: game.title, price, kind: 'game' });
  };
  return (
    <DialogFrame title={t`No free plays left today`} onClose={onClose}>
      <p data-free-play-limit="">{t`You have played ${count} of ${total} free games today on this device.`}</p>
      <p>{t`Free play starts again on ${when}.`}</p>
      <div className={dialogActionsClass}>
        <Button variant="default" onClick={onClose}>{t`Close`}</Button>
        {price && (
          <Button onClick={buy} data-free-play-buy="">
            {t`Buy for ${shown}`}
          </Button>
        )}
      </div>
    </DialogFrame>
  );
}
