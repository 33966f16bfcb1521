import { useAvatarImage } from '../../lib/profile/use-avatar-image.ts';
import { initialsOf } from './initials.ts';
import './user-avatar.css';

/**
 * A user's avatar: the chosen catalogue image, else the initials of the name (spec 02 §7, and
 * while the image loads or when it could not be fetched). Decorative by default: the name is
 * next to it almost everywhere; pass `label` where it stands alone.
 */
export function UserAvatar(props: {
  /** The answer's `avatar_path` (avatarPathOf for an answer that carries an id). */
  avatarPath: string | null | undefined;
  name: string;
  size?: 'small' | 'medium' | 'large';
  label?: string;
}) {
  const url = useAvatarImage(props.avatarPath);
  const className = `user-avatar user-avatar--${props.size ?? 'small'}`;
  const a11y = props.label ? { role: 'img', 'aria-label': props.label } : { 'aria-hidden': true };
  return (
    <span className={className} {...a11y}>
      {url ? <img src={url} alt="" className="user-avatar__image" /> : initialsOf(props.name)}
    </span>
  );
}
