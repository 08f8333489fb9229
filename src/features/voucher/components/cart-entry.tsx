import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { SvgIcon } from '#components/svg-icon.tsx';
import { useFormats } from '#platform/locale/use-formats.ts';
import { CART_PATH } from '../cart-return-url.ts';
import { cartCount } from '../cart-rules.ts';
import { useCart } from '../use-cart.ts';
import classes from './voucher.module.css';

const CartIcon = () => (
  <SvgIcon>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h8.6a2 2 0 0 0 2-1.6L22 7H6.2" />
  </SvgIcon>
);

/** The header's cart: shown while the voucher cart holds something, with how many vouchers. */
export function CartEntry() {
  const { t } = useLingui();
  const { count } = useFormats();
  const { lines } = useCart();
  const vouchers = cartCount(lines);
  if (vouchers === 0) return null;
  const shown = count(vouchers);
  const label = t`Cart: ${plural(vouchers, { one: `${shown} voucher`, other: `${shown} vouchers` })}`;
  return (
    <ActionIcon
      component={Link}
      to={CART_PATH}
      variant="default"
      size="lg"
      aria-label={label}
      className={classes.cartEntry}
      data-cart-entry={vouchers}
    >
      <CartIcon />
      <span className={classes.badge} aria-hidden="true">
        {shown}
      </span>
    </ActionIcon>
  );
}
