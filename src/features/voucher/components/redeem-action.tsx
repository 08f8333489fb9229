import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import type { RedeemTarget } from '#components/dialogs/dialog-kinds.ts';
import { openDialog } from '#components/dialogs/dialog-store.ts';
import { useSession } from '#platform/session/use-session.ts';
import classes from './voucher.module.css';

/** "Redeem a code": a merchant code (/myPurchases) or a subscription code (/subscription); visitors log in first. */
export function RedeemAction({ target }: { target: RedeemTarget }) {
  const { t } = useLingui();
  const { isUser } = useSession();
  return (
    <Button
      variant="default"
      onClick={() => (isUser ? openDialog('redeem', { target }) : openDialog('login'))}
      data-redeem-action={target}
    >
      {t`Redeem a code`}
    </Button>
  );
}

/** The subscription page's way to redeem a code that grants a plan. */
export function RedeemCodeBar() {
  const { t } = useLingui();
  return (
    <p className={classes.redeemBar} data-redeem-bar="">
      <span>{t`Have a voucher code for a plan?`}</span>
      <RedeemAction target="subscription" />
    </p>
  );
}
