import { useLingui } from '@lingui/react/macro';
import { ActionIcon } from '@mantine/core';
import { type KeyboardEvent, useId, useState } from 'react';
import { useFormats } from '#platform/locale/use-formats.ts';
import { boundOf, clampQuantity } from '../cart-rules.ts';
import classes from './voucher.module.css';

/** Western, Arabic-Indic and Persian digits typed into the field, as a number (NaN when there are none). */
export function parseTypedNumber(text: string): number {
  const western = text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) =>
    String((digit.codePointAt(0) ?? 0) & 0xf),
  );
  const digits = western.replace(/\D/g, '');
  return digits ? Number(digits) : Number.NaN;
}

interface StepperProps {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  /** What is counted, for screen readers ("Quantity of Sushi −20 %"). */
  label: string;
  /** Said when the user tries to go below 1 (the cart adds: remove the line instead). */
  minHint?: string;
  /** The wrapper's class (the cart lays the stepper and its hint out in its own row). */
  className?: string;
}

/**
 * Commerce §5 quantity: − and + around a spin button (arrow keys, Home, End, or typed digits in the page's
 * digits), never below 1 nor above `max`. The buttons stay operable at a bound: pressing one there says, in a
 * polite hint, why the quantity does not go further (a disabled button would say nothing).
 */
export function QuantityStepper({ value, max, onChange, label, minHint, className }: StepperProps) {
  const { t } = useLingui();
  const { count } = useFormats();
  const hintId = useId();
  const [draft, setDraft] = useState<string | undefined>();
  const [bumped, setBumped] = useState<'min' | 'max' | undefined>();
  const want = (wanted: number) => {
    setDraft(undefined);
    setBumped(boundOf(wanted, max));
    const next = clampQuantity(wanted, max);
    if (next !== value) onChange(next);
  };
  const commit = () => {
    if (draft === undefined) return;
    const typed = parseTypedNumber(draft);
    if (Number.isNaN(typed)) setDraft(undefined);
    else want(typed);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step: Record<string, number> = { ArrowUp: value + 1, ArrowDown: value - 1, Home: 1, End: max };
    if (event.key in step) {
      event.preventDefault();
      want(step[event.key] ?? value);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };
  const shownMax = count(max);
  const atMax = value >= max;
  const hint =
    atMax || bumped === 'max'
      ? t`At most ${shownMax} of each voucher.`
      : bumped === 'min'
        ? (minHint ?? t`At least one.`)
        : undefined;
  return (
    <div className={className ?? classes.stepperWrap}>
      <fieldset className={classes.stepper} aria-label={label}>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t`One less`}
          aria-describedby={hint ? hintId : undefined}
          onClick={() => want(value - 1)}
          data-step="down"
        >
          <span aria-hidden="true">−</span>
        </ActionIcon>
        <input
          className={classes.quantity}
          role="spinbutton"
          aria-label={t`Quantity`}
          aria-valuemin={1}
          aria-valuemax={max}
          aria-valuenow={value}
          aria-valuetext={count(value)}
          aria-describedby={hint ? hintId : undefined}
          inputMode="numeric"
          autoComplete="off"
          value={draft ?? count(value)}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
          data-quantity=""
        />
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t`One more`}
          aria-describedby={hint ? hintId : undefined}
          onClick={() => want(value + 1)}
          data-step="up"
        >
          <span aria-hidden="true">+</span>
        </ActionIcon>
      </fieldset>
      <p
        id={hintId}
        className={classes.hint}
        aria-live="polite"
        data-stepper-hint=""
        data-bound-hint={hint ? '' : undefined}
      >
        {hint}
      </p>
    </div>
  );
}
