import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { AvatarImage } from './avatar-image.tsx';
import { LogoutButton } from './logout-button.tsx';
import classes from './profile.module.css';
import { ProfileGate } from './profile-gate.tsx';
import { fullName } from './profile-names.ts';
import { ProfilePage } from './profile-page.tsx';

/** /profile: who is signed in, where to change it, and the way out. */
export function ProfileOverview() {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <ProfilePage fallbackTitle={t`Profile`}>
      <ProfileGate lines={2}>
        {(profile) => (
          <section className={classes.card} aria-labelledby={headingId}>
            <div className={classes.identity}>
              <AvatarImage avatarId={profile.userInformation.avatar} name={fullName(profile)} size={72} />
              <div className={classes.grow}>
                <h2 id={headingId} className={classes.name}>
                  <bdi>{fullName(profile)}</bdi>
                </h2>
                <p className={classes.muted}>
                  <bdi>{profile.email}</bdi>
                </p>
              </div>
            </div>
            <dl className={classes.details}>
              {profile.userInformation.phone && (
                <div>
                  <dt>{t`Phone`}</dt>
                  <dd>
                    {/* Digit groups stay in order in rtl: a phone number is always left to right. */}
                    <bdi dir="ltr">{profile.userInformation.phone}</bdi>
                  </dd>
                </div>
              )}
              {profile.userInformation.about && (
                <div>
                  <dt>{t`About me`}</dt>
                  <dd className={classes.about} dir="auto">
                    {profile.userInformation.about}
                  </dd>
                </div>
              )}
              <div>
                <dt>{t`Newsletter`}</dt>
                <dd>{profile.userInformation.newsletter ? t`Subscribed` : t`Not subscribed`}</dd>
              </div>
            </dl>
            <div className={classes.actions}>
              <Button
                renderRoot={(props) => <Link to="/profile/info" {...props} />}
              >{t`Edit profile`}</Button>
              <Button variant="default" renderRoot={(props) => <Link to="/profile/manage" {...props} />}>
                {t`Account settings`}
              </Button>
              <LogoutButton />
            </div>
          </section>
        )}
      </ProfileGate>
    </ProfilePage>
  );
}
