import { Stack } from '@mantine/core';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { registerAccountStrings } from './account-strings.ts';
import { PasswordForm } from './PasswordForm.tsx';
import { ProfileForm } from './ProfileForm.tsx';

registerAccountStrings(i18n);

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
