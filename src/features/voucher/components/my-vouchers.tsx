import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { openDialog } from '#components/dialogs/dialog-store.ts';
import { LoadFailure } from '#components/library-page/notices.tsx';
import type { OwnedVoucher } from '#contract/voucher.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import { usePageScope } from '#platform/use-page-scope.ts';
import { myVouchersQuery } from '../voucher.queries.ts';
import classes from './my-vouchers.module.css';
import { RedeemAction } from './redeem-action.tsx';

/** /myPurchases: the voucher codes the user bought (never the whole code), each ISSUED one with "Resend". */
export function MyVouchers() {
  const { t } = useLingui();
  const scope = usePageScope();
  const list = useQuery(myVouchersQuery(scope));
  let body: React.ReactNode;
  if (list.isError && !list.data)
    body = (
      <LoadFailure
        message={t`Your vouchers could not be loaded. Check your connection and try again.`}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  else if (!list.data) body = <p className={classes.muted}>{t`Loading your vouchers…`}</p>;
  else if (list.data.length === 0)
    body = <p className={classes.muted}>{t`Vouchers you buy appear here, each with the end of its code.`}</p>;
  else
    body = (
      <ul className={classes.list} data-my-vouchers="">
        {list.data.map((voucher) => (
          <VoucherRow key={voucher.voucherEntityId} voucher={voucher} />
        ))}
      </ul>
    );
  return (
    <section className={classes.section} aria-labelledby="my-vouchers">
      <div className={classes.head}>
        <h2 id="my-vouchers" className={classes.heading}>{t`My vouchers`}</h2>
        <RedeemAction target="voucher" />
      </div>
      {body}
    </section>
  );
}

function VoucherRow({ voucher }: { voucher: OwnedVoucher }) {
  const { t } = useLingui();
  const { date } = useFormats();
  const { title, codeHint, voucherEntityId } = voucher;
  const issued = voucher.status === 'ISSUED';
  const bought = date(voucher.purchasedAt);
  const used = voucher.redeemedAt ? date(voucher.redeemedAt) : '';
  const plan = voucher.grantsSubscriptionType?.name;
  // The end of the code, marked as such ("…7KQ2") when the server gives the bare characters.
  const ending = /^[…•]/.test(codeHint) ? codeHint : `…${codeHint}`;
  return (
    <li className={classes.row} data-voucher-entity={voucherEntityId} data-status={voucher.status}>
      <div className={classes.info}>
        <p className={classes.title}>{title}</p>
        <p className={classes.muted}>{plan ? t`Gives the plan ${plan}` : voucher.description}</p>
        <p className={classes.muted}>
          {t`Code`}{' '}
          <bdi dir="ltr" className={classes.code}>
            {codeHint}
          </bdi>
          {' · '}
          {t`Bought on ${bought}`}
        </p>
      </div>
      <p className={issued ? classes.ready : classes.used}>
        {issued ? t`Ready to use` : used ? t`Used on ${used}` : t`Used`}
      </p>
      {issued && (
        <Button
          variant="default"
          size="sm"
          onClick={() => openDialog('resend-voucher', { voucherEntityId, title, codeHint: ending })}
          aria-label={t`Resend the code of ${title}`}
          data-resend=""
        >
          {t`Resend`}
        </Button>
      )}
    </li>
  );
}
