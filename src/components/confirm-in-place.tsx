import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import classes from './confirm-in-place.module.css';

interface ConfirmInPlaceProps {
  /** The button that starts it ("Delete all downloads"). */
  label: string;
  /** Its accessible name when the label alone does not say what it acts on (starting with the label). */
  name?: string;
  /** The question asked in its place. */
  question: string;
  /** The red button that does it ("Delete all"). */
  confirmLabel: string;
  onConfirm: () => void;
  /** The action is under way: the first button shows it. */
  loading?: boolean;
}

/**
 * A destructive action that asks once more, in place of its button: focus moves to the answer,
 * and back to the button when the question goes away (answered or cancelled).
 */
export function ConfirmInPlace({
  label,
  name,
  question,
  confirmLabel,
  onConfirm,
  loading,
}: ConfirmInPlaceProps) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const askRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
    else if (wasAsking.current) askRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);
  if (!asking) {
    return (
      <Button
        ref={askRef}
        variant="default"
        onClick={() => setAsking(true)}
        loading={loading}
        aria-label={name}
      >
        {label}
      </Button>
    );
  }
  return (
    <div className={classes.confirm}>
      <p>{question}</p>
      <Button
        ref={confirmRef}
        color="red"
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {confirmLabel}
      </Button>
      <Button variant="default" onClick={() => setAsking(false)}>
        {t`Cancel`}
      </Button>
    </div>
  );
}
