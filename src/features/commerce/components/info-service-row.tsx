import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useFormats } from '#platform/locale/use-formats.ts';
import type { InfoServiceEntry } from '../info-service-lists.ts';
import { PER_CYCLE } from './billing-cycle.ts';
import classes from './payment-methods.module.css';

/** One info-service: its name, price per cycle, what the user holds, and its action. */
export function InfoServiceRow({
  entry,
  status,
  action,
}: {
  entry: InfoServiceEntry;
  status?: string;
  action?: ReactNode;
}) {
  const { price } = useFormats();
  const { t, i18n } = useLingui();
  const cost = price(entry.price);
  const cycle = i18n._(PER_CYCLE[entry.billingCycle]);
  return (
    <li className={classes.card} data-info-service={entry.subscriptionTypeId}>
      <div className={classes.cardText}>
        <p className={classes.cardName}>{entry.name}</p>
        <p className={classes.muted}>{t`${cost} ${cycle}`}</p>
        {status && <p className={classes.muted}>{status}</p>}
      </div>
      {action && <div className={classes.actions}>{action}</div>}
    </li>
  );
}
