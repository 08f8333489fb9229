import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useAuthHref } from '#components/dialogs/auth-links.ts';
import classes from './article-body-node.module.css';

/** Commerce §6: a premium article's body is for signed-in users; visitors are asked to log in and come back. */
export function PremiumGate() {
  const { t } = useLingui();
  const authHref = useAuthHref();
  return (
    <aside className={classes.gate} data-node="premium-gate">
      <p className={classes.gateTitle}>{t`Premium article`}</p>
      <p
        className={classes.gateText}
      >{t`Log in to read the whole article. You will come back to this page.`}</p>
      <div className={classes.gateActions}>
        <Button component="a" href={authHref('/user/login')}>{t`Log in`}</Button>
        <Button variant="default" component="a" href={authHref('/user/register')}>{t`Register`}</Button>
      </div>
    </aside>
  );
}
