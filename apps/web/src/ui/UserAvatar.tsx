import { Avatar, type MantineSize } from '@mantine/core';
import type { User } from '../lib/api/types.ts';

/** The user's uploaded image, or their initials (at most two words) in a colour derived from the name. */
export function UserAvatar({
  user,
  size = 'md',
  src,
}: {
  user: Pick<User, 'username'> & { avatar?: User['avatar'] };
  size?: MantineSize | number;
  /** Shown instead of the stored image (a preview of a new one). */
  src?: string | undefined;
}) {
  return (
    <Avatar
      src={src ?? user.avatar?.url ?? null}
      name={user.username}
      color="initials"
      radius="xl"
      size={size}
      alt={user.username}
      // Dark initials on the name's light colour: readable (WCAG AA) whatever colour the name picks.
      styles={{ placeholder: { color: 'var(--mantine-color-dark-6)' } }}
    />
  );
}
