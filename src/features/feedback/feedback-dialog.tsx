import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { DialogFrame, dialogActionsClass } from '#components/dialogs/dialog-frame.tsx';
import type { DialogComponentProps } from '#components/dialogs/dialog-kinds.ts';
import { showSnackbar } from '#components/snackbar/snackbar-store.ts';
import {
  FEEDBACK_LIMITS,
  FEEDBACK_REASONS,
  type FeedbackReason,
  feedbackEndpoints,
} from '#contract/feedback.ts';
import { isApiError } from '#lib/api-error.ts';
import { usePageScope } from '#platform/use-page-scope.ts';
import classes from './feedback.module.css';

const REASON_LABELS = {
  content: msg`The content`,
  price: msg`The price`,
  technical: msg`Technical problems`,
  usability: msg`Ease of use`,
  other: msg`Something else`,
} as const satisfies Record<FeedbackReason, unknown>;

const RATINGS = [1, 2, 3, 4, 5] as const;

/** Commerce §2 custom feedback: reasons, free text (≤ 1000 characters) and an optional rating, POST /feedback. */
export function FeedbackDialog({ after, onClose }: DialogComponentProps<'custom-feedback'>) {
  const { t, i18n } = useLingui();
  const scope = usePageScope();
  const id = useId();
  const [reasons, setReasons] = useState<FeedbackReason[]>([]);
  const [message, setMessage] = useState('');
  const [rating, setRating] = useState<number | undefined>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  const used = message.length;
  const max = FEEDBACK_LIMITS.messageMax;
  const toggle = (reason: FeedbackReason, on: boolean) =>
    setReasons((list) => (on ? [...list, reason] : list.filter((r) => r !== reason)));

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (reasons.length === 0 && message.trim() === '') {
      setProblem(t`Choose a reason or write a few words.`);
      return;
    }
    setBusy(true);
    setProblem(undefined);
    try {
      await scope.api.call(feedbackEndpoints.send, {
        body: {
          reasons,
          message,
          ...(rating ? { rating } : {}),
          source: after ?? 'menu',
          lang: scope.locale,
        },
      });
      onClose();
      showSnackbar(t`Thank you for your feedback.`);
    } catch (error) {
      setProblem(
        isApiError(error) && error.status === 429
          ? t`You have sent a lot of feedback already. Please try again later.`
          : isApiError(error) && error.kind === 'http'
            ? t`Your feedback could not be sent. Try again later.`
            : t`No answer from the service. Check your connection and try again.`,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogFrame
      title={after === 'cancellation' ? t`Tell us why you cancelled` : t`Send us your feedback`}
      onClose={onClose}
    >
      <form onSubmit={(event) => void send(event)} data-feedback-form="" noValidate>
        <fieldset className={classes.reasons}>
          <legend className={classes.legend}>{t`What is it about?`}</legend>
          {FEEDBACK_REASONS.map((reason, index) => (
            <label key={reason}>
              <input
                type="checkbox"
                checked={reasons.includes(reason)}
                onChange={(event) => toggle(reason, event.currentTarget.checked)}
                {...(index === 0 ? { 'data-autofocus': '' } : {})}
              />{' '}
              {i18n._(REASON_LABELS[reason])}
            </label>
          ))}
        </fieldset>
        <label htmlFor={`${id}-message`} className={classes.legend}>{t`Your message`}</label>
        <textarea
          id={`${id}-message`}
          className={classes.message}
          maxLength={FEEDBACK_LIMITS.messageMax}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          aria-describedby={`${id}-count`}
        />
        <p id={`${id}-count`} className={classes.counter}>
          {t`${used} of ${max} characters`}
        </p>
        <fieldset className={classes.rating}>
          <legend className={classes.legend}>{t`Your rating (optional)`}</legend>
          {RATINGS.map((n) => (
            <label key={n}>
              <input
                type="radio"
                name={`${id}-rating`}
                checked={rating === n}
                onChange={() => setRating(n)}
              />{' '}
              {t`${n} of 5`}
            </label>
          ))}
        </fieldset>
        {problem && (
          <p role="alert" className={classes.problem}>
            {problem}
          </p>
        )}
        <div className={dialogActionsClass}>
          <Button variant="default" onClick={onClose}>{t`Cancel`}</Button>
          <Button type="submit" loading={busy}>{t`Send feedback`}</Button>
        </div>
      </form>
    </DialogFrame>
  );
}
