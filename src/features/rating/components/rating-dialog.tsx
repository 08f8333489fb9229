import { useLingui } from '@lingui/react/macro';
import { Button, VisuallyHidden } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { DialogFrame, dialogActionsClass } from '#components/dialogs/dialog-frame.tsx';
import type { DialogComponentProps } from '#components/dialogs/dialog-kinds.ts';
import { showSnackbar } from '#components/snackbar/snackbar-store.ts';
import { RATING_MAX, ratingEndpoints } from '#contract/rating.ts';
import { isApiError } from '#lib/api-error.ts';
import { currentDevice } from '#platform/device/current-device.ts';
import { usePageScope } from '#platform/use-page-scope.ts';
import { storeRating } from '../rating.queries.ts';
import classes from './rating.module.css';

const SCORES = Array.from({ length: RATING_MAX }, (_, i) => i + 1);

/**
 * Commerce §2 rating dialog: one to five stars (a radio group: arrow keys move, the screen reader names each
 * choice), saved with PUT /rating for this device.
 */
export function RatingDialog({
  articleId,
  title,
  contentType,
  score,
  onClose,
}: DialogComponentProps<'rating'>) {
  const { t } = useLingui();
  const scope = usePageScope();
  const queryClient = useQueryClient();
  const name = useId();
  const [chosen, setChosen] = useState<number | undefined>(score);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen === undefined) {
      setProblem(t`Choose from one to five stars.`);
      return;
    }
    setBusy(true);
    setProblem(undefined);
    const deviceId = currentDevice().id;
    try {
      const answer = await scope.api.call(ratingEndpoints.rate, {
        body: { articleId, deviceId, score: chosen, contentType },
      });
      storeRating(queryClient, scope, answer, deviceId);
      onClose();
      showSnackbar(t`Thank you for rating ${title}.`);
    } catch (error) {
      setProblem(
        isApiError(error) && error.kind === 'http'
          ? t`Your rating could not be saved. Try again later.`
          : t`No answer from the service. Check your connection and try again.`,
      );
    } finally {
      setBusy(false);
    }
  };
  const label = (n: number) => (n === 1 ? t`1 star` : t`${n} stars`);

  return (
    <DialogFrame title={t`Rate ${title}`} onClose={onClose}>
      <form onSubmit={(event) => void save(event)} data-rating-form="">
        <fieldset className={classes.choices} aria-describedby={problem ? `${name}-problem` : undefined}>
          <legend className={classes.muted}>{t`How many stars do you give it?`}</legend>
          {SCORES.map((n) => (
            <span key={n} className={classes.choice}>
              <input
                type="radio"
                id={`${name}-${n}`}
                name={name}
                value={n}
                checked={chosen === n}
                onChange={() => setChosen(n)}
                {...(n === (score ?? 1) ? { 'data-autofocus': '' } : {})}
              />
              <label htmlFor={`${name}-${n}`} data-on={chosen !== undefined && n <= chosen} title={label(n)}>
                <span aria-hidden="true">★</span>
                <VisuallyHidden>{label(n)}</VisuallyHidden>
              </label>
            </span>
          ))}
        </fieldset>
        {problem && (
          <p role="alert" id={`${name}-problem`} className={classes.problem}>
            {problem}
          </p>
        )}
        <div className={dialogActionsClass}>
          <Button variant="default" onClick={onClose}>{t`Cancel`}</Button>
          <Button type="submit" loading={busy} data-save-rating="">
            {t`Save rating`}
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
}
