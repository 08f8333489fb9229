import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { openDialog } from '#components/dialogs/dialog-store.ts';
import { useConfiguration } from '#platform/configuration/use-configuration.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import type { InfoServiceRow as Row } from '../info-service-lists.ts';
import { InfoServiceRow } from './info-service-row.tsx';
import classes from './payment-methods.module.css';

/**
 * The info-services the user receives (or waits for), each with its state: active ones can be unsubscribed,
 * unsubscribed ones that still run can be taken up again.
 */
export function InfoServicesHeld({
  held,
  busy,
  onResubscribe,
}: {
  held: Row[];
  /** The type whose subscribe is under way. */
  busy: number | null;
  /** Takes up an unsubscribed one again (the server resumes it at no charge while it runs). */
  onResubscribe: (typeId: number) => void;
}) {
  const { t } = useLingui();
  const { date } = useFormats();
  const cancelVersion = useConfiguration().subscriptionSettings.cancelDialogVersion;
  const status = (row: Row) => {
    const s = row.entry.subscription;
    if (row.pending) return t`Waiting for the payment to be confirmed.`;
    if (row.canceledUntil) return t`Unsubscribed. You receive it until ${date(row.canceledUntil)}.`;
    if (s?.nextRenewalDate) return t`Active. Renews on ${date(s.nextRenewalDate)}.`;
    if (s?.endDate) return t`Active until ${date(s.endDate)}.`;
    return t`Active.`;
  };
  return (
    <section aria-labelledby="held-info-services" data-list="held">
      <h2 id="held-info-services">{t`Your info-services`}</h2>
      {held.length === 0 ? (
        <p className={classes.muted} data-empty="">
          {t`You have no info-service subscription. Pick one below to get its message every day.`}
        </p>
      ) : (
        <ul className={classes.list}>
          {held.map((row) => {
            const id = row.entry.subscription?.id;
            return (
              <InfoServiceRow
                key={row.entry.subscriptionTypeId}
                entry={row.entry}
                status={status(row)}
                action={
                  row.canUnsubscribe && id ? (
                    <Button
                      variant="default"
                      aria-label={t`Unsubscribe: ${row.entry.name}`}
                      data-unsubscribe=""
                      onClick={() =>
                        openDialog('cancel-subscription', { subscriptionId: id, version: cancelVersion })
                      }
                    >
                      {t`Unsubscribe`}
                    </Button>
                  ) : row.canceledUntil ? (
                    <Button
                      variant="default"
                      aria-label={t`Subscribe again: ${row.entry.name}`}
                      data-resubscribe=""
                      loading={busy === row.entry.subscriptionTypeId}
                      onClick={() => onResubscribe(row.entry.subscriptionTypeId)}
                    >
                      {t`Subscribe again`}
                    </Button>
                  ) : undefined
                }
              />
            );
          })}
        </ul>
      )}
    </section>
  );
}
