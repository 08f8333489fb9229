import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { normalizeImageUrl } from '#lib/node-urls.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import { lineAmount, type PricedLine, shortOfStock } from '../cart-rules.ts';
import classes from './cart.module.css';
import { QuantityStepper } from './quantity-stepper.tsx';

interface CartLineRowProps {
  line: PricedLine;
  maxQuantity: number;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/** One cart line: picture, name, merchant or plan, discount, unit price, quantity, stock and remove. */
export function CartLineRow({ line, maxQuantity, onQuantity, onRemove }: CartLineRowProps) {
  const { t } = useLingui();
  const { price, percent, count } = useFormats();
  const { item } = line;
  if (!item)
    return (
      <li className={classes.line} data-cart-line={line.voucherId} data-unavailable="">
        <div className={classes.picture} aria-hidden="true" />
        <div className={classes.info}>
          <p className={classes.warning} role="status">{t`This voucher is no longer on sale.`}</p>
        </div>
        <div className={classes.controls}>
          <Button variant="subtle" color="red" onClick={onRemove}>{t`Remove`}</Button>
        </div>
      </li>
    );
  const name = item.name;
  const image = item.imageUrl ? normalizeImageUrl(item.imageUrl) : undefined;
  const left = count(item.availableNo);
  const plan = item.grantsSubscriptionType?.name;
  const off = percent(item.discountPercentage);
  const unit = price({ amount: item.price, currency: item.currency });
  const subtotal = price({ amount: lineAmount(item.price, line.quantity), currency: item.currency });
  return (
    <li className={classes.line} data-cart-line={item.id}>
      {image ? (
        <img className={classes.picture} src={image} alt="" width={72} height={72} loading="lazy" />
      ) : (
        <div className={classes.picture} aria-hidden="true" />
      )}
      <div className={classes.info}>
        <p className={classes.name}>{item.clickUrl ? <Link to={item.clickUrl}>{name}</Link> : name}</p>
        <p className={classes.muted}>{plan ? t`Gives the plan ${plan}` : item.description}</p>
        {item.discountPercentage > 0 && <p className={classes.discount}>{t`${off} off`}</p>}
        <p className={classes.unit} data-unit-price="">
          {t`${unit} each`}
        </p>
      </div>
      <div className={classes.controls}>
        <QuantityStepper
          value={line.quantity}
          max={maxQuantity}
          onChange={onQuantity}
          label={t`Quantity of ${name}`}
          minHint={t`At least one. Use Remove to take it out of the cart.`}
          className={classes.stepper}
        />
        {shortOfStock(line) && (
          <p className={classes.warning} role="status" data-stock-warning="">
            {item.availableNo > 0
              ? t`Only ${left} left: lower the quantity to buy it.`
              : t`Sold out: remove it to buy the rest.`}
          </p>
        )}
        <p className={classes.subtotal} data-line-total="">
          {subtotal}
        </p>
        <Button variant="subtle" color="red" onClick={onRemove} aria-label={t`Remove ${name}`}>
          {t`Remove`}
        </Button>
      </div>
    </li>
  );
}
