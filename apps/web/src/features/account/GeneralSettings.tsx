import { Stack } from '@mantine/core';
import { useSession } from '../../lib/session/use-session.ts';
import { PasswordForm } from './PasswordForm.tsx';
import { ProfileForm } from './ProfileForm.tsx';

/** `/profile/edit/general`: the profile form and the password change. */
export function GeneralSettings() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Stack gap="lg" maw={720}>
      <ProfileForm user={user} />
      <PasswordForm />
    </Stack>
  );
}
