import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { DialogFrame, dialogActionsClass } from '#components/dialogs/dialog-frame.tsx';
import type { DialogComponentProps } from '#components/dialogs/dialog-kinds.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import { groupsOf } from '../plan-groups.ts';
import { byPlanSort, type PlanView } from '../plan-view.ts';
import { usePlans } from '../use-plan.ts';
import { useSubscribe } from '../use-subscribe.ts';
import { PER_CYCLE } from './billing-cycle.ts';
import classes from './dialogs.module.css';

/**
 * Commerce §2 subscription popups, opened by the subscribe decision (result 1) with the plans of the page's
 * category: v1 a plain list, v2 with descriptions and best value, v3 compact, "groups" by subscription group.
 */
export function SubscriptionPopupDialog({
  version,
  typeIds,
  onClose,
}: DialogComponentProps<'subscription-popup'>) {
  const { t, i18n } = useLingui();
  const { price } = useFormats();
  const { plans, types } = usePlans(typeIds);
  const { choose } = useSubscribe();
  const sorted = [...plans].sort(byPlanSort);
  const row = (plan: PlanView) => (
    <li key={plan.id} className={classes.popupPlan} data-version={version}>
      <div>
        <p className={classes.planLine}>
          <strong>{plan.name}</strong>
          {version === 'v2' && plan.bestValue && <span className={classes.badge}>{t`Best value`}</span>}
        </p>
        {plan.price && (
          <p className={classes.muted}>
            {price(plan.price.price)} {i18n._(PER_CYCLE[plan.type.billingCycle])}
          </p>
        )}
        {version === 'v2' && plan.desc && <p>{plan.desc}</p>}
        {version !== 'v3' && plan.freeDuration && <p>{plan.freeDuration}</p>}
      </div>
      <Button
        size={version === 'v3' ? 'compact-sm' : 'sm'}
        onClick={() => choose({ typeId: plan.id })}
        aria-label={t`Choose ${plan.name}`}
        data-choose={plan.id}
      >
        {t`Choose`}
      </Button>
    </li>
  );
  let body: React.ReactNode;
  if (version === 'groups') {
    const ids = new Set(sorted.map((p) => p.id));
    const groups = groupsOf(types);
    const inGroups = new Set(groups.flatMap((g) => g.levels.flatMap((l) => l.typeIds)));
    const loose = sorted.filter((p) => !inGroups.has(p.id));
    body = (
      <>
        {groups.map((group) => (
          <section key={group.id} aria-label={group.name}>
            <h3 className={classes.groupTitle}>{group.name}</h3>
            <ul className={classes.popupList}>
              {sorted
                .filter((p) => ids.has(p.id) && group.levels.some((l) => l.typeIds.includes(p.id)))
                .map(row)}
            </ul>
          </section>
        ))}
        {loose.length > 0 && <ul className={classes.popupList}>{loose.map(row)}</ul>}
      </>
    );
  } else body = <ul className={classes.popupList}>{sorted.map(row)}</ul>;
  return (
    <DialogFrame title={t`Choose a plan`} onClose={onClose}>
      {version !== 'v3' && <p>{t`Subscribe to listen, watch and read in full.`}</p>}
      {plans.length > 0 ? body : <p role="status">{t`Loading the plans…`}</p>}
      <div className={dialogActionsClass}>
        <Button variant="default" component={Link} to="/subscription" onClick={onClose}>
          {t`See all plans`}
        </Button>
      </div>
    </DialogFrame>
  );
}
