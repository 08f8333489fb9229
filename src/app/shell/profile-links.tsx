import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useAuthHref } from '#components/dialogs/auth-links.ts';
import { AvatarImage } from '#features/profile/avatar-image.tsx';
import { fullName } from '#features/profile/profile-names.ts';
import { useLogout, useSession } from '#platform/session/use-session.ts';
import classes from './menus.module.css';

/**
 * The profile menu's content (desktop panel and mobile drawer): log in or register for visitors,
 * coming back to this page; the profile pages and logging out for signed-in users.
 */
export function ProfileLinks({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const authHref = useAuthHref();
  const { isUser, profile } = useSession();
  const logout = useLogout();
  if (!isUser) {
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
  return (
    <>
      {profile && (
        <div className={classes.who}>
          <AvatarImage avatarId={profile.userInformation.avatar} name={fullName(profile)} size={40} />
          <div className={classes.whoText}>
            <strong>{fullName(profile)}</strong>
            <bdi className={classes.whoEmail}>{profile.email}</bdi>
          </div>
        </div>
      )}
      <ul className={classes.list}>
        <li>
          <Link className={classes.item} to="/profile" onClick={onDone} activeOptions={{ exact: true }}>
            {t`Profile`}
          </Link>
        </li>
        <li>
          <Link className={classes.item} to="/profile/info" onClick={onDone}>{t`Edit profile`}</Link>
        </li>
        <li>
          <Link className={classes.item} to="/profile/manage" onClick={onDone}>{t`Account settings`}</Link>
        </li>
        <li>
          <Link className={classes.item} to="/downloads" onClick={onDone}>{t`Downloads`}</Link>
        </li>
        <li>
          <Link className={classes.item} to="/wallet" onClick={onDone}>{t`Wallet`}</Link>
        </li>
        <li>
          <Link className={classes.item} to="/parentalControl" onClick={onDone}>{t`Parental control`}</Link>
        </li>
        <li>
          <button
            type="button"
            className={classes.item}
            onClick={() => {
              onDone();
              void logout();
            }}
          >
            {t`Log out`}
          </button>
        </li>
      </ul>
    </>
  );
}
