import '@mantine/core/styles/Radio.css';
import { useLingui } from '@lingui/react/macro';
import { Button, Radio } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { DialogFrame, dialogActionsClass } from '#components/dialogs/dialog-frame.tsx';
import type { DialogComponentProps } from '#components/dialogs/dialog-kinds.ts';
import { openDialog } from '#components/dialogs/dialog-store.ts';
import { PURCHASE_ERRORS, purchaseEndpoints } from '#contract/purchase.ts';
import { ApiError } from '#lib/api-error.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import { purchaseReturnUrl } from '../purchase-return-url.ts';
import classes from './purchase.module.css';

type Method = 'pin' | 'card';

/**
 * Commerce §2 confirm purchase (confirm single purchase for one track): the price, what the buyer gets,
 * and how to pay — the mobile bill (a PIN by SMS) or a card at the sandbox checkout.
 */
export function ConfirmPurchaseDialog({
  articleId,
  title,
  price,
  kind,
  onClose,
}: DialogComponentProps<'confirm-purchase'>) {
  const { t } = useLingui();
  const { api, locale } = useRouteContext({ from: '__root__' });
  const { price: formatPrice } = useFormats();
  const [method, setMethod] = useState<Method>('pin');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const single = kind === 'track';
  const shown = formatPrice(price);
  const gets =
    kind === 'track'
      ? t`The track is yours: it plays in full, online and downloaded, and stays in your wallet.`
      : kind === 'album' || kind === 'audiobook'
        ? t`The whole collection is yours with every track in it, in your wallet.`
        : t`It is yours: the purchase appears in your order history with its receipt.`;

  const refused = (error: unknown) => {
    const code = error instanceof ApiError ? error.problem?.code : undefined;
    if (code === PURCHASE_ERRORS.alreadyOwned) return t`You already own this.`;
    if (code === PURCHASE_ERRORS.purchasePending)
      return t`Your payment for this is still being processed: it is yours as soon as it goes through.`;
    if (error instanceof ApiError && error.status === 429)
      return t`Too many purchases in a short time. Try again later.`;
    if (error instanceof ApiError && error.status < 500 && error.status > 0)
      return t`This cannot be bought at the moment.`;
    return t`No answer from the service. Check your connection and try again.`;
  };

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      if (method === 'pin') {
        const opened = await api.call(purchaseEndpoints.oneTimePurchase, {
          query: { articleId: String(articleId), lang: locale },
        });
        onClose();
        openDialog('purchase-pin', {
          articleId,
          title: opened.title,
          price: opened.price,
          ...(kind ? { kind } : {}),
          paymentTransactionUuid: opened.paymentTransactionUuid,
          purchaseToken: opened.purchaseToken,
          pinLength: opened.pinLength,
        });
      } else {
        const { url } = await api.call(purchaseEndpoints.webPurchase, {
          body: {
            paymentOptionUUID: String(articleId),
            sessionName: locale,
            redirectionUrl: purchaseReturnUrl(window.location.href),
          },
        });
        window.location.assign(url);
      }
    } catch (error) {
      setProblem(refused(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogFrame title={single ? t`Confirm single purchase` : t`Confirm purchase`} onClose={onClose}>
      <form onSubmit={(event) => void pay(event)} data-confirm-purchase="">
        <p className={classes.line}>
          <strong>{title}</strong>
          <span data-purchase-price="">{shown}</span>
        </p>
        <p>{gets}</p>
        <Radio.Group
          value={method}
          onChange={(value) => setMethod(value as Method)}
          label={t`How do you want to pay?`}
          className={classes.methods}
        >
          <Radio value="pin" label={t`Mobile phone bill (a PIN by text message)`} data-autofocus="" />
          <Radio value="card" label={t`Card`} />
        </Radio.Group>
        {problem && (
          <p role="alert" className={classes.error}>
            {problem}
          </p>
        )}
        <div className={dialogActionsClass}>
          <Button variant="default" onClick={onClose}>{t`Cancel`}</Button>
          <Button type="submit" loading={busy}>{t`Buy for ${shown}`}</Button>
        </div>
      </form>
    </DialogFrame>
  );
}
