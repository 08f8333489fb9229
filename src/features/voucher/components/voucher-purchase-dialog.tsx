import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { DialogFrame, dialogActionsClass } from '#components/dialogs/dialog-frame.tsx';
import type { DialogComponentProps } from '#components/dialogs/dialog-kinds.ts';
import { openDialog } from '#components/dialogs/dialog-store.ts';
import { IDEMPOTENCY_HEADER } from '#contract/player.ts';
import { VOUCHER_ERRORS, voucherEndpoints } from '#contract/voucher.ts';
import { newIdempotencyKey } from '#features/commerce/idempotency-key.port.ts';
import { ApiError } from '#lib/api-error.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import { usePageScope } from '#platform/use-page-scope.ts';
import { cartReturnUrl } from '../cart-return-url.ts';
import {
  canCheckout,
  cartTotal,
  clampToStock,
  lineAmount,
  normalizeCart,
  pricedLines,
} from '../cart-rules.ts';
import { useCart } from '../use-cart.ts';
import { voucherCatalogueQuery } from '../voucher.queries.ts';
import classes from './cart.module.css';

/**
 * Commerce §2 voucher purchase: the cart's lines and total as the buyer confirms them, paid by card at the
 * sandbox checkout (POST /voucher/purchase with the shown total). A changed price, a line out of stock or a
 * quantity above the maximum brings the catalogue again, corrects the cart, says what changed and asks again.
 */
export function VoucherPurchaseDialog({ onClose }: DialogComponentProps<'voucher-purchase'>) {
  const { t } = useLingui();
  const scope = usePageScope();
  const queryClient = useQueryClient();
  const { price, count } = useFormats();
  const { lines, update } = useCart();
  const catalogue = useQuery(voucherCatalogueQuery(scope));
  // One key per confirmed cart and total: a changed cart is a new intent.
  const [key, setKey] = useState(newIdempotencyKey);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const priced = pricedLines(lines, catalogue.data?.items ?? []);
  const total = cartTotal(priced);
  useEffect(() => {
    if (lines.length === 0) onClose();
  }, [lines.length, onClose]);

  const reload = async () => {
    setKey(newIdempotencyKey());
    const fresh = await queryClient.fetchQuery({ ...voucherCatalogueQuery(scope), staleTime: 0 });
    return fresh;
  };

  const refused = async (error: unknown) => {
    const code = error instanceof ApiError ? error.problem?.code : undefined;
    const data = (error instanceof ApiError ? error.problem?.data : undefined) as
      | { voucherId?: number; availableNo?: number }
      | undefined;
    if (code === VOUCHER_ERRORS.priceChanged) {
      const fresh = await reload();
      const now = cartTotal(pricedLines(lines, fresh.items));
      const shown = now ? price(now) : '';
      setNotice(t`The prices have changed. The new total is ${shown}: confirm to pay it.`);
    } else if (code === VOUCHER_ERRORS.outOfStock && data?.voucherId !== undefined) {
      const fresh = await reload();
      const { voucherId } = data;
      const available = data.availableNo ?? 0;
      const name = fresh.items.find((item) => item.id === voucherId)?.name ?? '';
      const left = count(available);
      update((now) => clampToStock(now, voucherId, available));
      setNotice(
        available > 0
          ? t`Only ${left} of ${name} are left: your cart now holds ${left}. Confirm to pay for the rest.`
          : t`${name} is sold out: it was taken out of your cart.`,
      );
    } else if (code === VOUCHER_ERRORS.quantity) {
      const fresh = await reload();
      const most = count(fresh.maxQuantity);
      update((now) => normalizeCart(now, fresh.maxQuantity));
      setNotice(t`You can buy at most ${most} of each voucher: the quantities were lowered.`);
    } else if (code === VOUCHER_ERRORS.notForSale) {
      await reload();
      setProblem(t`A voucher in your cart is no longer on sale. Remove it from the cart to go on.`);
    } else if (error instanceof ApiError && error.status === 401) {
      onClose();
      openDialog('login');
    } else if (error instanceof ApiError && error.status === 429)
      setProblem(t`Too many purchases in a short time. Try again later.`);
    else if (error instanceof ApiError && error.status > 0)
      setProblem(t`This cannot be bought at the moment.`);
    else setProblem(t`No answer from the service. Check your connection and try again.`);
  };

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!total) return;
    setBusy(true);
    setNotice(undefined);
    setProblem(undefined);
    try {
      const { url } = await scope.api.call(voucherEndpoints.purchase, {
        body: {
          items: lines.map(({ voucherId, quantity }) => ({ voucherId, quantity })),
          total,
          sessionName: scope.locale,
          redirectionUrl: cartReturnUrl(window.location.href),
        },
        headers: { [IDEMPOTENCY_HEADER]: key },
      });
      window.location.assign(url);
    } catch (error) {
      await refused(error).catch(() => setProblem(t`This cannot be bought at the moment.`));
      setBusy(false);
    }
  };

  const shownTotal = total ? price(total) : '';
  return (
    <DialogFrame title={t`Confirm your vouchers`} onClose={onClose}>
      <form onSubmit={(event) => void pay(event)} data-voucher-purchase="">
        <ul className={classes.dialogLines}>
          {priced.map((line) => {
            const quantity = count(line.quantity);
            const name = line.item?.name ?? '';
            return (
              <li key={line.voucherId}>
                <span>{t`${quantity} × ${name}`}</span>
                {line.item && (
                  <span>
                    {price({
                      amount: lineAmount(line.item.price, line.quantity),
                      currency: line.item.currency,
                    })}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
        <p className={classes.dialogTotal}>
          <span>{t`Total`}</span>
          <span data-purchase-total="">{shownTotal}</span>
        </p>
        <p>{t`You pay by card at the secure checkout. The codes are sent to your e-mail address.`}</p>
        {notice && (
          <p role="status" data-purchase-notice="">
            {notice}
          </p>
        )}
        {problem && (
          <p role="alert" className={classes.error}>
            {problem}
          </p>
        )}
        <div className={dialogActionsClass}>
          <Button variant="default" onClick={onClose}>{t`Cancel`}</Button>
          <Button type="submit" loading={busy} disabled={!canCheckout(priced)}>
            {t`Pay ${shownTotal} by card`}
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
}
