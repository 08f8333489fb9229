import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import type { SubscribeTarget } from '#components/dialogs/dialog-kinds.ts';
import { openDialog } from '#components/dialogs/dialog-store.ts';
import { rememberSubscribeIntent } from '../subscribe-intent.ts';
import { UPGRADE_TO_KEY } from '../subscribe-request.ts';
import type { SubscribeActions } from '../use-subscribe.ts';
import classes from './subscription.module.css';

export type PlanActionKind = 'own' | 'subscribe' | 'trial' | 'upgrade' | 'downgrade' | 'change';

interface PlanActionProps {
  kind: PlanActionKind;
  target: SubscribeTarget;
  actions: SubscribeActions;
  planName: string;
}

/** The plan's button: subscribe, free trial, or upgrade / downgrade / change within its group (commerce §4). */
export function PlanAction({ kind, target, actions, planName }: PlanActionProps) {
  const { t } = useLingui();
  if (kind === 'own') return <span className={classes.own}>{t`Your current plan`}</span>;
  const label = {
    subscribe: t`Subscribe`,
    trial: t`Start the free trial`,
    upgrade: t`Upgrade`,
    downgrade: t`Downgrade`,
    change: t`Change to this plan`,
  }[kind];
  const onClick = () => {
    if (kind === 'upgrade' || kind === 'downgrade' || kind === 'change') {
      try {
        // Commerce §7: the subscribe sends upgradeTo from session storage.
        sessionStorage.setItem(UPGRADE_TO_KEY, String(target.typeId));
      } catch {
        // Without storage the server still sees migrateSubId.
      }
    }
    if (kind === 'trial') {
      if (actions.needsLogin) {
        rememberSubscribeIntent(target);
        // A trial is for newcomers: log in, or create the account the trial is for.
        return openDialog('login-or-sign-up');
      }
      return openDialog('free-trial', { typeId: target.typeId });
    }
    actions.choose(target);
  };
  return (
    <Button onClick={onClick} aria-label={`${label}: ${planName}`} data-plan-action={kind}>
      {label}
    </Button>
  );
}
