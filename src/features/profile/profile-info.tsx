import { useLingui } from '@lingui/react/macro';
import { ProfileGate } from './profile-gate.tsx';
import { ProfileInfoForm } from './profile-info-form.tsx';
import { ProfilePage } from './profile-page.tsx';

/** /profile/info: the edit form, once the profile has loaded. */
export function ProfileInfo() {
  const { t } = useLingui();
  return (
    <ProfilePage fallbackTitle={t`Edit profile`}>
      <ProfileGate lines={6}>{(profile) => <ProfileInfoForm profile={profile} />}</ProfileGate>
    </ProfilePage>
  );
}
