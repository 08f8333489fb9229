import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { openDialog } from '#components/dialogs/dialog-store.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import type { PlanView } from '../plan-view.ts';
import { PER_CYCLE } from './billing-cycle.ts';
import classes from './subscription.module.css';

interface PlanCardProps {
  plan: PlanView;
  /** The plan's call to action (subscribe, upgrade, trial) or the "your plan" mark. */
  action: ReactNode;
  /** Shown first and focused when a dialog named this plan (/subscription?plan=id). */
  highlighted?: boolean;
}

/** One plan of /subscription with everything its attributes say (commerce §3). */
export function PlanCard({ plan, action, highlighted }: PlanCardProps) {
  const { t, i18n } = useLingui();
  const { price } = useFormats();
  const style = plan.backgroundImage
    ? ({ '--plan-background': `url("${encodeURI(plan.backgroundImage)}")` } as CSSProperties)
    : undefined;
  const now = plan.price?.price;
  const regular = plan.price?.regularPrice;
  const headingId = `plan-${plan.id}-name`;
  return (
    <article
      className={classes.plan}
      aria-labelledby={headingId}
      data-plan-id={plan.id}
      data-highlighted={highlighted || undefined}
      data-background={plan.backgroundImage ? '' : undefined}
      style={style}
    >
      <div className={classes.planTop}>
        {plan.icon && <img className={classes.iconLight} src={plan.icon} alt="" width={48} height={48} />}
        {(plan.iconAlternativeTheme ?? plan.icon) && (
          <img
            className={classes.iconDark}
            src={plan.iconAlternativeTheme ?? plan.icon}
            alt=""
            width={48}
            height={48}
          />
        )}
        {plan.bestValue && <span className={classes.badge}>{t`Best value`}</span>}
      </div>
      <h3 id={headingId} className={classes.planName}>
        {plan.name}
      </h3>
      {plan.title && <p className={classes.planTitle}>{plan.title}</p>}
      {now && (
        <p className={classes.price} data-plan-price="">
          {regular && (
            <s className={classes.regular}>
              <span className={classes.visuallyHidden}>{t`Normal price:`} </span>
              {price(regular)}
            </s>
          )}{' '}
          <strong>{price(now)}</strong>{' '}
          <span className={classes.cycle}>{i18n._(PER_CYCLE[plan.type.billingCycle])}</span>
        </p>
      )}
      {plan.freeDuration && <p className={classes.trial}>{plan.freeDuration}</p>}
      {plan.info && <p className={classes.muted}>{plan.info}</p>}
      {plan.desc && <p>{plan.desc}</p>}
      {plan.descCredit && <p>{plan.descCredit}</p>}
      {plan.bullets.length > 0 && (
        <ul className={classes.bullets}>
          {plan.bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
      )}
      {plan.note && <p className={classes.muted}>{plan.note}</p>}
      {plan.aboveCta && <p className={classes.aboveCta}>{plan.aboveCta}</p>}
      <div className={classes.planActions}>
        {action}
        {plan.tnc && (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => openDialog('subscription-terms', { typeId: plan.id })}
          >
            <Trans>Terms and conditions</Trans>
          </Button>
        )}
      </div>
    </article>
  );
}
