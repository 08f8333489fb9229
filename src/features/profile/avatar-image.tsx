import { normalizeImageUrl } from '#lib/node-urls.ts';
import { useConfiguration } from '#platform/configuration/use-configuration.ts';
import classes from './avatar.module.css';
import { initialsOf } from './profile-names.ts';

interface AvatarImageProps {
  /** An id of the configuration's avatar list; unknown or empty ids show the initials. */
  avatarId: string | undefined;
  /** Whose avatar: its initials are the fallback. */
  name: string;
  size: number;
}

/** The user's avatar, decorative: the name it belongs to is always shown or announced beside it. */
export function AvatarImage({ avatarId, name, size }: AvatarImageProps) {
  const { avatarList } = useConfiguration();
  const avatar = avatarId ? avatarList.find((entry) => entry.id === avatarId) : undefined;
  const style = { inlineSize: size, blockSize: size, fontSize: size * 0.4 };
  if (avatar) {
    return (
      <img
        className={classes.avatar}
        src={normalizeImageUrl(avatar.imageUrl)}
        alt=""
        width={size}
        height={size}
        style={style}
      />
    );
  }
  return (
    <span className={`${classes.avatar} ${classes.initials}`} style={style} aria-hidden="true">
      {initialsOf(name) || '?'}
    </span>
  );
}
