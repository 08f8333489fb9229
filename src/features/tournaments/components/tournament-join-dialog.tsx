import { useLingui } from '@lingui/react/macro';
import { Button, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { DialogFrame, dialogActionsClass } from '#components/dialogs/dialog-frame.tsx';
import type { DialogComponentProps } from '#components/dialogs/dialog-kinds.ts';
import { tournamentEndpoints as E } from '#contract/tournaments.ts';
import { useTournamentAction } from '../use-tournament-action.ts';
import classes from './tournaments.module.css';

/** Commerce §2 tournament join: registers the user, with the in-game id other players may invite them by. */
export function TournamentJoinDialog({
  tournamentId,
  title,
  onClose,
}: DialogComponentProps<'tournament-join'>) {
  const { t } = useLingui();
  const { scope, busy, problem, run } = useTournamentAction();
  const [ingameId, setIngameId] = useState('');
  const [done, setDone] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = ingameId.trim() ? { ingameId: ingameId.trim() } : {};
    void run('register', () =>
      scope.api.call(E.register, { params: { id: String(tournamentId) }, body }),
    ).then(setDone);
  };
  return (
    <DialogFrame title={title ? t`Join ${title}` : t`Join the tournament`} onClose={onClose}>
      {done ? (
        <>
          <p role="status" data-tournament-joined="">{t`You are registered. Good luck!`}</p>
          <div className={dialogActionsClass}>
            <Button onClick={onClose} data-autofocus>{t`OK`}</Button>
          </div>
        </>
      ) : (
        <form onSubmit={submit} data-tournament-join={tournamentId}>
          <p>{t`Register to take part, found or join a team, and count your challenge steps.`}</p>
          <TextInput
            label={t`In-game id (optional)`}
            description={t`2 to 40 letters, digits, _ . or -: teammates can invite you by it.`}
            value={ingameId}
            onChange={(event) => setIngameId(event.currentTarget.value)}
            maxLength={40}
            pattern="[\p{L}\p{N}_.\-]{2,40}"
            dir="auto"
          />
          {problem && (
            <p role="alert" className={classes.error}>
              {problem}
            </p>
          )}
          <div className={dialogActionsClass}>
            <Button variant="default" onClick={onClose}>{t`Cancel`}</Button>
            <Button type="submit" loading={busy === 'register'}>{t`Register`}</Button>
          </div>
        </form>
      )}
    </DialogFrame>
  );
}
