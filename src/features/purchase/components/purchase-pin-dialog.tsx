import '@mantine/core/styles/Input.css';
import { useLingui } from '@lingui/react/macro';
import { Button, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { DialogFrame, dialogActionsClass } from '#components/dialogs/dialog-frame.tsx';
import type { DialogComponentProps } from '#components/dialogs/dialog-kinds.ts';
import { openDialog } from '#components/dialogs/dialog-store.ts';
import { IDEMPOTENCY_HEADER } from '#contract/player.ts';
import { PURCHASE_ERRORS, purchaseEndpoints } from '#contract/purchase.ts';
import { ApiError } from '#lib/api-error.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import { usePageScope } from '#platform/use-page-scope.ts';
import { refreshOwned } from '../owned.port.ts';

const newKey = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * Commerce §7 one-time purchase PIN: the PIN sent by text message confirms the charge to the phone bill
 * (POST /purchase/VerifyOneTimePurchasePin, one Idempotency-Key per typed PIN). A right PIN opens the
 * purchased popup (which starts a waiting play or download); a wrong one says how many tries are left.
 */
export function PurchasePinDialog(props: DialogComponentProps<'purchase-pin'>) {
  const { articleId, title, price, paymentTransactionUuid, purchaseToken, pinLength, onClose } = props;
  const { t } = useLingui();
  const scope = usePageScope();
  const queryClient = useQueryClient();
  const { price: formatPrice } = useFormats();
  const shown = formatPrice(price);
  const input = useRef<HTMLInputElement>(null);
  // The PIN is what the user types next: focus it once the dialog is shown (after the previous one gave focus back).
  useEffect(() => input.current?.focus(), []);
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  // A retry of the same PIN after no answer reuses its key; another PIN gets a new one.
  const [key, setKey] = useState(() => ({ pin: '', value: newKey() }));

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const typed = pin.trim();
    const sent = key.pin === typed ? key : { pin: typed, value: newKey() };
    setKey(sent);
    setBusy(true);
    setProblem(undefined);
    try {
      await scope.api.call(purchaseEndpoints.verifyPin, {
        body: { paymentTransactionUuid, articleId, pin: typed, purchaseToken },
        headers: { [IDEMPOTENCY_HEADER]: sent.value },
      });
      await refreshOwned(queryClient, scope);
      onClose();
      openDialog('purchased');
    } catch (error) {
      const code = error instanceof ApiError ? error.problem?.code : undefined;
      if (code === PURCHASE_ERRORS.pinWrong || (error instanceof ApiError && error.status === 400)) {
        const left = (error as ApiError).problem?.data as { attemptsLeft?: number } | undefined;
        const tries = left?.attemptsLeft;
        setProblem(
          tries !== undefined
            ? t`This PIN is not right. Tries left: ${tries}.`
            : t`This PIN is not right. Try again.`,
        );
        setPin('');
      } else if (error instanceof ApiError && error.status > 0) {
        onClose();
        openDialog('purchase-result', { code: code ?? String(error.status), title });
      } else setProblem(t`No answer from the service. Check your connection and try again.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogFrame title={t`Confirm with the PIN`} onClose={onClose}>
      <form onSubmit={(event) => void send(event)} data-purchase-pin="">
        <p>{t`We sent a PIN by text message. It confirms ${title} for ${shown} on your phone bill.`}</p>
        <TextInput
          ref={input}
          label={t`PIN`}
          value={pin}
          onChange={(event) => setPin(event.currentTarget.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern={`\\d{${pinLength}}`}
          maxLength={pinLength}
          dir="ltr"
          required
          data-autofocus=""
          error={problem}
        />
        <div className={dialogActionsClass}>
          <Button variant="default" onClick={onClose}>{t`Cancel`}</Button>
          <Button type="submit" loading={busy}>{t`Confirm`}</Button>
        </div>
      </form>
    </DialogFrame>
  );
}

/** Commerce §2 purchase result: why a one-time purchase did not go through, and that nothing was charged. */
export function PurchaseResultDialog({ code, title, onClose }: DialogComponentProps<'purchase-result'>) {
  const { t } = useLingui();
  const text =
    code === PURCHASE_ERRORS.pinLocked
      ? t`Too many wrong PINs: this purchase is locked. Start again to get a new PIN.`
      : code === PURCHASE_ERRORS.pinExpired
        ? t`The PIN has expired. Start again to get a new PIN.`
        : code === PURCHASE_ERRORS.alreadyOwned
          ? t`You already own ${title}.`
          : t`The purchase of ${title} did not go through.`;
  return (
    <DialogFrame title={t`Purchase not completed`} onClose={onClose}>
      <p data-purchase-result={code}>{text}</p>
      <p>{t`Nothing was charged.`}</p>
      <div className={dialogActionsClass}>
        <Button onClick={onClose} data-autofocus="">{t`OK`}</Button>
      </div>
    </DialogFrame>
  );
}
