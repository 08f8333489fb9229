import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { openDialog } from '#components/dialogs/dialog-store.ts';
import notices from '#components/library-page/library.module.css';
import { LibraryPage } from '#components/library-page/library-page.tsx';
import { CardSkeletons, LoadFailure } from '#components/library-page/notices.tsx';
import { DEFAULT_MAX_QUANTITY } from '#contract/voucher.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import { useSession } from '#platform/session/use-session.ts';
import { usePageScope } from '#platform/use-page-scope.ts';
import {
  canCheckout,
  cartTotal,
  normalizeCart,
  pricedLines,
  removeLine,
  setQuantity,
} from '../cart-rules.ts';
import { useCart } from '../use-cart.ts';
import { voucherCatalogueQuery } from '../voucher.queries.ts';
import classes from './cart.module.css';
import { CartLineRow } from './cart-line-row.tsx';

/** /myCart (shell §2, commerce §3/§5): the voucher cart with live stock, its total and the checkout. */
export function CartPage() {
  const { t } = useLingui();
  const scope = usePageScope();
  const { lines, update } = useCart();
  // Stock and prices are live: asked again each time the cart is shown.
  const catalogue = useQuery({ ...voucherCatalogueQuery(scope), refetchOnMount: 'always' });
  const max = catalogue.data?.maxQuantity ?? DEFAULT_MAX_QUANTITY;
  // A quantity kept from before the tenant lowered its maximum is brought down to it.
  useEffect(() => {
    if (catalogue.data && lines.some((line) => line.quantity > max)) update((now) => normalizeCart(now, max));
  }, [catalogue.data, lines, max, update]);

  let body: React.ReactNode;
  if (lines.length === 0) body = <EmptyCart />;
  else if (catalogue.isError && !catalogue.data)
    body = (
      <LoadFailure
        message={t`The vouchers could not be loaded. Check your connection and try again.`}
        onRetry={() => void catalogue.refetch()}
        retrying={catalogue.isFetching}
      />
    );
  else if (!catalogue.data) body = <CardSkeletons count={lines.length} label={t`Loading your cart…`} />;
  else {
    const priced = pricedLines(lines, catalogue.data.items);
    body = (
      <>
        <ul className={classes.lines} data-cart="">
          {priced.map((line) => (
            <CartLineRow
              key={line.voucherId}
              line={line}
              maxQuantity={max}
              onQuantity={(quantity) => update((now) => setQuantity(now, line.voucherId, quantity, max))}
              onRemove={() => update((now) => removeLine(now, line.voucherId))}
            />
          ))}
        </ul>
        <CartSummary ready={canCheckout(priced)} total={cartTotal(priced)} />
      </>
    );
  }
  return <LibraryPage fallbackTitle={t`My cart`}>{body}</LibraryPage>;
}

function CartSummary({
  ready,
  total,
}: {
  ready: boolean;
  total: { amount: number; currency: string } | undefined;
}) {
  const { t } = useLingui();
  const { price } = useFormats();
  const { isUser } = useSession();
  const checkout = () => (isUser ? openDialog('voucher-purchase') : openDialog('login'));
  return (
    <div className={classes.summary}>
      {total && (
        <p className={classes.total} data-cart-total="">
          {t`Total`}
          <strong>{price(total)}</strong>
        </p>
      )}
      <Button onClick={checkout} disabled={!ready} data-checkout="">
        {t`Checkout`}
      </Button>
      {!ready && <p className={classes.note}>{t`Fix the lines marked above to go to checkout.`}</p>}
      {ready && !isUser && <p className={classes.note}>{t`Log in to pay: your cart stays as it is.`}</p>}
    </div>
  );
}

function EmptyCart() {
  const { t } = useLingui();
  return (
    <section className={notices.notice} data-empty="">
      <h2>{t`Your cart is empty`}</h2>
      <p>{t`Add vouchers from their pages: they wait here until you pay for them.`}</p>
      <Button component={Link} to="/shop" variant="default">
        {t`Browse the vouchers`}
      </Button>
    </section>
  );
}
