import { useLingui } from '@lingui/react/macro';
import { authHref } from '../dialogs/auth-links.ts';
import classes from './menus.module.css';

/** A visitor's profile menu: log in or register, coming back to this page (the session comes later). */
export function ProfileLinks() {
  const { t } = useLingui();
  return (
    <ul className={classes.list}>
      <li>
        <a className={classes.item} href={authHref('/user/login')}>{t`Log in`}</a>
      </li>
      <li>
        <a className={classes.item} href={authHref('/user/register')}>{t`Register`}</a>
      </li>
    </ul>
  );
}
