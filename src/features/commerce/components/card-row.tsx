import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { ConfirmInPlace } from '#components/confirm-in-place.tsx';
import { type LayoutDir, numberingSystemFor } from '#lib/format.ts';
import { numberFormat } from '#lib/intl-cache.ts';
import { isCardExpired, type StoredCard } from '../card-rules.ts';
import classes from './payment-methods.module.css';

interface CardRowProps {
  card: StoredCard;
  locale: string;
  dir: LayoutDir;
  busy: boolean;
  onMakeDefault: () => void;
  onDelete: () => void;
}

/** One stored card: brand, last four digits and expiry in the page's digits, default marked, its actions. */
export function CardRow({ card, locale, dir, busy, onMakeDefault, onDelete }: CardRowProps) {
  const { t } = useLingui();
  const digits = (n: number, width: number) =>
    numberFormat(locale, {
      useGrouping: false,
      minimumIntegerDigits: width,
      numberingSystem: numberingSystemFor(locale, dir),
    }).format(n);
  const last4 = digits(Number(card.last4), 4);
  const expiry = `${digits(card.expiryMonth, 2)}/${digits(card.expiryYear % 100, 2)}`;
  const brand = card.brand === 'CARD' ? t`Card` : card.brand;
  const expired = isCardExpired(card, new Date());
  const name = t`${brand} ending in ${last4}`;
  return (
    <li className={classes.card} data-card-id={card.id} data-default={card.isDefault || undefined}>
      <div className={classes.cardText}>
        <p className={classes.cardName}>
          <span>{name}</span>
          {card.isDefault && (
            <span className={classes.defaultMark} data-default-badge="">
              {t`Default`}
            </span>
          )}
        </p>
        <p className={classes.muted}>{expired ? t`Expired ${expiry}` : t`Expires ${expiry}`}</p>
      </div>
      <div className={classes.actions}>
        {!card.isDefault && (
          <Button
            variant="default"
            onClick={onMakeDefault}
            loading={busy}
            aria-label={t`Make default: ${name}`}
            data-make-default=""
          >
            {t`Make default`}
          </Button>
        )}
        <ConfirmInPlace
          label={t`Delete`}
          name={t`Delete ${name}`}
          question={t`Delete ${name}? It can no longer be used for payments.`}
          confirmLabel={t`Delete card`}
          onConfirm={onDelete}
          loading={busy}
        />
      </div>
    </li>
  );
}
