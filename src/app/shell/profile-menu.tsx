import { useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '@mantine/core';
import { AvatarImage } from '#features/profile/avatar-image.tsx';
import { fullName } from '#features/profile/profile-names.ts';
import { useSession } from '#platform/session/use-session.ts';
import { HeaderMenu } from './header-menu.tsx';
import { UserIcon } from './icons.tsx';
import { ProfileLinks } from './menu-panels.tsx';
import menus from './menus.module.css';

/** The header's profile menu: an icon for visitors; avatar and first name once the profile is there. */
export function ProfileMenu() {
  const { t } = useLingui();
  const { profile } = useSession();
  const label = t`Profile`;
  if (!profile) {
    return (
      <HeaderMenu label={label} icon={<UserIcon />}>
        {(close) => <ProfileLinks onDone={close} />}
      </HeaderMenu>
    );
  }
  return (
    <HeaderMenu
      label={label}
      icon={<AvatarImage avatarId={profile.userInformation.avatar} name={fullName(profile)} size={28} />}
      trigger={
        <>
          {/* The visible first name stays part of the name (WCAG 2.5.3); the prefix says what it opens. */}
          <VisuallyHidden>{t`Profile menu:`} </VisuallyHidden>
          <span className={menus.triggerName}>{profile.name}</span>
        </>
      }
    >
      {(close) => <ProfileLinks onDone={close} />}
    </HeaderMenu>
  );
}
