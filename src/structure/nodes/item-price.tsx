import type { Price } from '#contract/structure-props.ts';
import { useFormats } from '#platform/locale/use-formats.ts';

/** A price as amount + currency in the page language (configured decimals, commerce §3). */
export function ItemPrice({ price, className }: { price: Price; className?: string }) {
  const { price: format } = useFormats();
  return (
    <span className={className} data-price={`${price.amount} ${price.currency}`}>
      {format(price)}
    </span>
  );
}
