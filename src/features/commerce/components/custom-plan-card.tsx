import { CustomPlanSchema, readMeta } from '#contract/configuration-meta.ts';
import { useConfiguration } from '#platform/configuration/use-configuration.ts';
import { NodeLink } from '#structure/node-link.tsx';
import classes from './subscription.module.css';

/**
 * Commerce §3 customPlan: a plan the tenant sells outside the catalogue (for teams, schools…), shown after the
 * plans as a card whose action leads where the configuration says (a portal page or an https address).
 */
export function CustomPlanCard() {
  const plan = readMeta(CustomPlanSchema, useConfiguration().customPlan);
  if (!plan) return null;
  return (
    <section className={classes.group} aria-labelledby="custom-plan-name" data-custom-plan="">
      <article className={classes.plan}>
        <h3 id="custom-plan-name" className={classes.planName}>
          {plan.title}
        </h3>
        {plan.description && <p className={classes.planTitle}>{plan.description}</p>}
        <div className={classes.planActions}>
          <NodeLink
            clickUrl={plan.url}
            className={classes.customPlanAction}
            aria-describedby="custom-plan-name"
          >
            {plan.action ?? plan.title}
          </NodeLink>
        </div>
      </article>
    </section>
  );
}
