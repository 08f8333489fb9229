import { useLingui } from '@lingui/react/macro';
import { Button, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { DialogFrame, dialogActionsClass } from '#components/dialogs/dialog-frame.tsx';
import type { DialogComponentProps } from '#components/dialogs/dialog-kinds.ts';
import { useConfiguration } from '#platform/configuration/use-configuration.ts';
import { useSession } from '#platform/session/use-session.ts';
import classes from './avatar.module.css';
import { pickAvatar } from './avatar-choice.ts';
import { AvatarImage } from './avatar-image.tsx';

/** Commerce §2 avatar list: radio buttons (arrow keys move between them), confirmed with a button. */
export function AvatarListDialog({ selected, onClose }: DialogComponentProps<'avatar-list'>) {
  const { t } = useLingui();
  const { avatarList } = useConfiguration();
  const { profile } = useSession();
  const [choice, setChoice] = useState(selected ?? '');
  const groupName = useId();
  const name = profile ? `${profile.name} ${profile.lastName}` : '';
  const option = (id: string, label: string, picture: ReactNode) => (
    <label key={id || 'none'} className={classes.option}>
      <input
        className={classes.radio}
        type="radio"
        name={groupName}
        value={id}
        checked={choice === id}
        onChange={() => setChoice(id)}
      />
      {picture}
      <VisuallyHidden>{label}</VisuallyHidden>
    </label>
  );
  const confirm = () => {
    pickAvatar(choice);
    onClose();
  };
  return (
    <DialogFrame title={t`Choose an avatar`} onClose={onClose}>
      {avatarList.length === 0 && <p>{t`No avatars are available.`}</p>}
      <fieldset className={classes.grid}>
        <VisuallyHidden component="legend">{t`Avatars`}</VisuallyHidden>
        {option(
          '',
          t`No avatar, show my initials`,
          <AvatarImage avatarId={undefined} name={name} size={56} />,
        )}
        {avatarList.map((avatar, index) => {
          const number = index + 1;
          return option(
            avatar.id,
            t`Avatar ${number}`,
            <AvatarImage avatarId={avatar.id} name={name} size={56} />,
          );
        })}
      </fieldset>
      <div className={dialogActionsClass}>
        <Button variant="default" onClick={onClose}>{t`Cancel`}</Button>
        <Button onClick={confirm}>{t`Use this avatar`}</Button>
      </div>
    </DialogFrame>
  );
}
