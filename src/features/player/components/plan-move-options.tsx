import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import type { PurchaseOption } from '#contract/player.ts';
import { usePlanMove } from '#features/commerce/plan-move.port.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import classes from './purchase-options-dialog.module.css';

interface PlanMoveOptionsProps {
  upgradeTo: readonly PurchaseOption[];
  downgradeTo: readonly PurchaseOption[];
  /** Closes what shows the options before the subscribe flow's dialog opens. */
  onLeave: () => void;
}

/**
 * Commerce §4/§7: the plans of the user's group that unlock the item, as a move of the plan held there
 * ("Upgrade to All Access"), carried out by the subscribe flow with the direction.
 */
export function PlanMoveOptions({ upgradeTo, downgradeTo, onLeave }: PlanMoveOptionsProps) {
  const { t } = useLingui();
  const { price } = useFormats();
  const move = usePlanMove();
  const rows = [
    ...upgradeTo.map((option) => ({ option, direction: 'upgrade' as const })),
    ...downgradeTo.map((option) => ({ option, direction: 'downgrade' as const })),
  ];
  if (rows.length === 0) return null;
  return (
    <ul className={classes.options} data-plan-moves="">
      {rows.map(({ option, direction }) => {
        const name = option.title;
        const typeId = option.toSubscriptionType ?? Number(option.purchaseIdentifier);
        return (
          <li key={`${direction}:${typeId}`} className={classes.option}>
            <span className={classes.kind}>{direction === 'upgrade' ? t`Upgrade` : t`Downgrade`}</span>
            <span className={classes.name}>{name}</span>
            {option.price && <span className={classes.price}>{price(option.price)}</span>}
            <Button
              size="xs"
              data-plan-move={direction}
              data-plan-id={typeId}
              onClick={() => {
                onLeave();
                void move({ typeId, direction });
              }}
            >
              {direction === 'upgrade' ? t`Upgrade to ${name}` : t`Downgrade to ${name}`}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
