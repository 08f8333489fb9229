import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { LibraryPage } from '#components/library-page/library-page.tsx';
import { CardSkeletons, EmptyNotice, LoadFailure } from '#components/library-page/notices.tsx';
import type { PurchaseReceipt } from '#contract/purchase.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import { usePageScope } from '#platform/use-page-scope.ts';
import classes from './my-purchases.module.css';
import { myPurchasesQuery } from './purchase.queries.ts';

/**
 * /myPurchases (role user): the order history, newest first, each with its receipt; `children` are what other
 * features add below it (the voucher codes, composed in src/app).
 */
export function MyPurchasesPage({ children }: { children?: React.ReactNode }) {
  const { t } = useLingui();
  const scope = usePageScope();
  const list = useQuery(myPurchasesQuery(scope));
  let body: React.ReactNode;
  if (list.isError && !list.data)
    body = (
      <LoadFailure
        message={t`Your purchases could not be loaded. Check your connection and try again.`}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  else if (!list.data) body = <CardSkeletons count={3} label={t`Loading your purchases…`} />;
  else if (list.data.length === 0)
    body = (
      <EmptyNotice
        title={t`No purchases yet`}
        text={t`Tracks, albums and shop products you buy appear here with their receipts.`}
      />
    );
  else
    body = (
      <ol className={classes.list} data-purchases="">
        {list.data.map((receipt) => (
          <Receipt key={receipt.transactionId} receipt={receipt} />
        ))}
      </ol>
    );
  return (
    <LibraryPage fallbackTitle={t`My purchases`}>
      {body}
      {children}
    </LibraryPage>
  );
}

function Receipt({ receipt }: { receipt: PurchaseReceipt }) {
  const { t } = useLingui();
  const { price, date } = useFormats();
  const method = receipt.paymentMethod === 'OPERATOR' ? t`Mobile phone bill` : t`Card`;
  // A card payment that settles later is an order still on its way; it is owned once paid.
  const status = receipt.status === 'PAID' ? t`Paid` : t`Payment pending`;
  return (
    <li className={classes.row} data-receipt={receipt.articleId}>
      <details>
        <summary className={classes.summary}>
          <span className={classes.title}>{receipt.title}</span>
          <span>{price({ amount: receipt.amount, currency: receipt.currency })}</span>
          <span className={classes.muted}>{date(receipt.date)}</span>
          <span className={classes.status} data-order-status={receipt.status}>
            {status}
          </span>
        </summary>
        <dl className={classes.receipt}>
          <dt>{receipt.kind === 'VOUCHER' ? t`Vouchers` : t`Article`}</dt>
          <dd>{receipt.clickUrl ? <Link to={receipt.clickUrl}>{receipt.title}</Link> : receipt.title}</dd>
          <dt>{t`Amount`}</dt>
          <dd>{price({ amount: receipt.amount, currency: receipt.currency })}</dd>
          <dt>{t`Date`}</dt>
          <dd>{date(receipt.date)}</dd>
          <dt>{t`Status`}</dt>
          <dd>{status}</dd>
          <dt>{t`Payment method`}</dt>
          <dd>{method}</dd>
          <dt>{t`Transaction`}</dt>
          <dd dir="ltr" className={classes.id}>
            {receipt.transactionId}
          </dd>
        </dl>
      </details>
    </li>
  );
}
