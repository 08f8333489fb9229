import { useLingui } from '@lingui/react/macro';
import type { SubscriptionType, UserSubscription } from '#contract/commerce-types.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import {
  type ChangeDirection,
  changeDirection,
  currentInGroup,
  groupsOf,
  type PlanGroup,
  ungroupedTypes,
} from '../plan-groups.ts';
import { byPlanSort, type PlanView, planView } from '../plan-view.ts';
import { isActive, isPending } from '../subscription-state.ts';
import type { SubscribeActions } from '../use-subscribe.ts';
import { PlanAction, type PlanActionKind } from './plan-action.tsx';
import { PlanCard } from './plan-card.tsx';
import classes from './subscription.module.css';

interface PlanListProps {
  types: SubscriptionType[];
  subscriptions: UserSubscription[];
  trialTypeIds: readonly number[];
  actions: SubscribeActions;
  locale: string;
  highlighted?: number;
}

/** Plans by group and level (commerce §3), then the plans of no group; info-services have their own page. */
export function PlanList({
  types,
  subscriptions,
  trialTypeIds,
  actions,
  locale,
  highlighted,
}: PlanListProps) {
  const { t } = useLingui();
  const { count } = useFormats();
  const plans = types.filter((type) => type.kind === 'SUBSCRIPTION');
  const views = new Map(plans.map((type) => [type.id, planView(type, locale)]));
  const held = new Set(subscriptions.filter((s) => isActive(s) || isPending(s)).map((s) => s.typeId));
  const card = (plan: PlanView, change?: { direction: ChangeDirection; subscriptionId: number }) => {
    let kind: PlanActionKind = 'subscribe';
    if (held.has(plan.id)) kind = 'own';
    else if (change) kind = change.direction;
    else if (plan.type.maxTrialDuration && trialTypeIds.includes(plan.id)) kind = 'trial';
    const target = { typeId: plan.id, migrateSubId: change?.subscriptionId, direction: change?.direction };
    return (
      <li key={plan.id}>
        <PlanCard
          plan={plan}
          highlighted={highlighted === plan.id}
          action={<PlanAction kind={kind} target={target} actions={actions} planName={plan.name} />}
        />
      </li>
    );
  };
  const groupSection = (group: PlanGroup) => {
    const current = currentInGroup(group, subscriptions);
    const change = current
      ? { direction: changeDirection(group, current.level), subscriptionId: current.subscription.id }
      : undefined;
    return (
      <section key={group.id} className={classes.group} aria-labelledby={`group-${group.id}`}>
        <h2 id={`group-${group.id}`}>{group.name}</h2>
        {group.levels.map((level) => {
          const levelPlans = level.typeIds.flatMap((id) => views.get(id) ?? []).sort(byPlanSort);
          if (levelPlans.length === 0) return null;
          return (
            <div key={level.order} className={classes.level} data-level={level.order}>
              <p className={classes.levelTitle}>{t`Level ${count(level.order + 1)}`}</p>
              <ul className={classes.plans}>{levelPlans.map((plan) => card(plan, change))}</ul>
            </div>
          );
        })}
      </section>
    );
  };
  const others = ungroupedTypes(plans)
    .flatMap((type) => views.get(type.id) ?? [])
    .sort(byPlanSort);
  return (
    <div data-plan-list="">
      {groupsOf(plans).map(groupSection)}
      {others.length > 0 && (
        <section className={classes.group} aria-labelledby="group-others">
          <h2 id="group-others">{t`More plans`}</h2>
          <ul className={classes.plans}>{others.map((plan) => card(plan))}</ul>
        </section>
      )}
    </div>
  );
}
