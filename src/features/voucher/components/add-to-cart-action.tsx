import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { StructureNode } from '#contract/structure.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import { usePageScope } from '#platform/use-page-scope.ts';
import { itemProps } from '#structure/read-props.ts';
import { CART_PATH } from '../cart-return-url.ts';
import { addToCart, clampQuantity } from '../cart-rules.ts';
import { useCart } from '../use-cart.ts';
import { voucherCatalogueQuery } from '../voucher.queries.ts';
import { QuantityStepper } from './quantity-stepper.tsx';
import classes from './voucher.module.css';

/** A voucher's details page: a quantity and "Add to cart" (vouchers are bought as a cart, commerce §3). */
export function AddToCartAction({ node }: { node: StructureNode }) {
  const props = itemProps(node);
  return props?.kind === 'voucher' ? <AddToCart voucherId={props.id} /> : null;
}

function AddToCart({ voucherId }: { voucherId: number }) {
  const { t } = useLingui();
  const scope = usePageScope();
  const { count } = useFormats();
  const catalogue = useQuery(voucherCatalogueQuery(scope));
  const { lines, update } = useCart();
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState<number | undefined>();
  if (!catalogue.data) return null;
  const item = catalogue.data.items.find((entry) => entry.id === voucherId);
  if (!item) return <p className={classes.muted}>{t`This voucher is not on sale at the moment.`}</p>;
  if (item.availableNo < 1)
    return (
      <p className={classes.warning} data-sold-out="">
        {t`Sold out`}
      </p>
    );
  const max = catalogue.data.maxQuantity;
  const inCart = lines.find((line) => line.voucherId === voucherId)?.quantity ?? 0;
  const left = count(item.availableNo);
  const name = item.name;
  const most = count(max);
  const held = count(added ?? inCart);
  const add = () => {
    update((now) => addToCart(now, voucherId, quantity, max));
    setAdded(clampQuantity(inCart + quantity, max));
  };
  return (
    <div className={classes.addToCart} data-add-to-cart={voucherId}>
      <QuantityStepper value={quantity} max={max} onChange={setQuantity} label={t`Quantity of ${name}`} />
      <Button onClick={add} disabled={inCart >= max} data-add="">
        {t`Add to cart`}
      </Button>
      {item.availableNo < max && <p className={classes.warning}>{t`Only ${left} left`}</p>}
      <p className={classes.status} role="status">
        {inCart >= max && added === undefined && t`Your cart holds the most you can buy of it (${most}).`}
        {added !== undefined && (
          <>
            {t`In your cart: ${held}.`} <Link to={CART_PATH}>{t`Go to the cart`}</Link>
          </>
        )}
      </p>
    </div>
  );
}
