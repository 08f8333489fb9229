import { useLingui } from '@lingui/react/macro';
import { useFormats } from '#platform/locale/use-formats.ts';
import type { PlanView } from '../plan-view.ts';
import { PER_CYCLE } from './billing-cycle.ts';
import classes from './dialogs.module.css';

/** A subscribe dialog's first line: the plan's name and what it costs per billing cycle. */
export function PlanPriceLine({ plan }: { plan: PlanView }) {
  const { i18n } = useLingui();
  const { price } = useFormats();
  return (
    <p className={classes.planLine}>
      <strong>{plan.name}</strong>
      {plan.price && (
        <span>
          {price(plan.price.price)} {i18n._(PER_CYCLE[plan.type.billingCycle])}
        </span>
      )}
    </p>
  );
}
