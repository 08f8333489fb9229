import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useFormats } from '#platform/locale/use-formats.ts';
import { isExpired } from '../download-groups.ts';
import classes from './download-group.module.css';
import { ClockIcon, WarningIcon } from './download-icons.tsx';

interface OfflineUntilProps {
  validUntil: string | undefined;
  now: number;
  /** The group's title, for the renew button's name. */
  title: string;
  online: boolean;
  renewing: boolean;
  onRenew: () => void;
}

/**
 * How long a group plays offline (commerce §7 validUntil, its earliest track), in the user's locale; past
 * it, what happens and what the user can do: renew now when online, or go online.
 */
export function OfflineUntil({ validUntil, now, title, online, renewing, onRenew }: OfflineUntilProps) {
  const { t } = useLingui();
  const { date } = useFormats();
  if (!validUntil) return null;
  const day = date(validUntil);
  if (!isExpired(validUntil, now))
    return (
      <p className={classes.until} data-offline-until={validUntil}>
        <ClockIcon size={16} />
        <span>{t`Available offline until ${day}`}</span>
      </p>
    );
  return (
    <div className={classes.expired} data-offline-until={validUntil} data-expired="">
      <p className={classes.expiredLine}>
        <WarningIcon size={16} />
        <span>{t`Offline access ended on ${day}`}</span>
      </p>
      {online ? (
        <Button
          size="xs"
          variant="default"
          loading={renewing}
          onClick={onRenew}
          aria-label={t`Renew offline access: ${title}`}
        >
          {t`Renew offline access`}
        </Button>
      ) : (
        <p className={classes.hint}>{t`Go online to renew it. Until then it still plays on this device.`}</p>
      )}
    </div>
  );
}
