import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/api-error.ts';
import { currentLocale, i18n } from '../../lib/i18n/i18n.ts';
import { fetchProviders, register } from '../../lib/session/session-calls.ts';
import { sessionStore } from '../../lib/session/session-store.ts';
import { AuthCard } from './AuthCard.tsx';
import { authErrorMessage } from './auth-error-message.ts';
import { authKeys } from './auth-keys.ts';
import { registerAuthStrings } from './auth-strings.ts';
import { invitationInRedirect } from './invitation-in-redirect.ts';
import { SocialButtons } from './SocialButtons.tsx';

registerAuthStrings(i18n);

/**
 * Registration: the new account gets its own organization and workspace, and lands in them — or, when it comes from
 * an invitation link, joins the inviting organization instead. When the server is invitation-only, a visitor without
 * an invitation is told so instead of being shown a form that cannot succeed.
 */
export function SignUpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { redirect } = useSearch({ from: '/auth/signup' });
  const invitation = invitationInRedirect(redirect);
  const providers = useQuery({
    queryKey: authKeys.providers(),
    queryFn: fetchProviders,
    staleTime: Infinity,
  });
  const closed = providers.data?.registration === 'invite' && !invitation;
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const form = useForm({
    initialValues: { username: '', email: '', password: '' },
    // A failure's alert goes once the user changes what was refused (a field's own message goes with its change).
    onValuesChange: () => setError(undefined),
    validate: {
      // The server's limits (contracts RegisterBody), checked here first so that the message is on its field.
      username: (v) =>
        v.trim().length < 3
          ? t('auth.validation.usernameLength')
          : v.trim().length > 50
            ? t('fieldError.tooLong', { maximum: 50 })
            : /[\s@]/.test(v.trim())
              ? t('auth.validation.usernameCharacters')
              : null,
      email: (v) =>
        !/^\S+@\S+\.\S+$/.test(v)
          ? t('auth.validation.email')
          : v.length > 254
            ? t('fieldError.tooLong', { maximum: 254 })
            : null,
      password: (v) =>
        v.length < 8
          ? t('auth.validation.passwordLength')
          : v.length > 128
            ? t('fieldError.tooLong', { maximum: 128 })
            : null,
    },
  });
  const signUp = useMutation({
    mutationFn: async (values: typeof form.values) => {
      const result = await register({
        ...values,
        locale: currentLocale(),
        ...(invitation ? { invitationToken: invitation } : {}),
      });
      if ('jwt' in result) {
        await sessionStore.signIn(result);
        await navigate({ to: '/', replace: true });
      } else setSentTo(values.email);
    },
    onMutate: () => setError(undefined),
    onError: (e) => {
      const fields = e instanceof ApiError ? e.fieldErrors(t) : {};
      // A refused field says so on the field, in the interface's language; the alert is for everything else.
      if (Object.keys(fields).length > 0) form.setErrors(fields);
      else setError(authErrorMessage(t, e));
    },
  });
  return (
    <AuthCard
      heading={t('auth.signUp.heading')}
      subtitle={
        invitation
          ? t('auth.signUp.invited')
          : closed
            ? t('auth.signUp.subtitleInviteOnly')
            : t('auth.signUp.subtitle')
      }
    >
      {error && (
        <Alert color="red" role="alert" data-testid="auth-error">
          {error}
        </Alert>
      )}
      {closed ? (
        <Alert color="yellow" data-testid="invite-only">
          {t('auth.signUp.inviteOnly')}
        </Alert>
      ) : sentTo ? (
        <Alert color="teal" data-testid="check-mail">
          {t('auth.signUp.checkMail', { email: sentTo })}
        </Alert>
      ) : (
        <form noValidate onSubmit={form.onSubmit((values) => signUp.mutate(values))}>
          <Stack gap="md">
            <TextInput
              label={t('auth.signUp.username')}
              autoComplete="username"
              required
              {...form.getInputProps('username')}
            />
            <TextInput
              label={t('auth.signUp.email')}
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps('email')}
            />
            <PasswordInput
              visibilityToggleButtonProps={{ 'aria-label': t('auth.showPassword') }}
              label={t('auth.signUp.password')}
              description={t('auth.signUp.passwordHint')}
              autoComplete="new-password"
              required
              {...form.getInputProps('password')}
            />
            <Button type="submit" fullWidth loading={signUp.isPending}>
              {t('auth.signUp.submit')}
            </Button>
          </Stack>
        </form>
      )}
      {!closed && <SocialButtons invitation={invitation} />}
      <Text size="sm" ta="center">
        {t('auth.signUp.haveAccount')}{' '}
        <Anchor component={Link} to="/auth/signin" search={(redirect ? { redirect } : {}) as never}>
          {t('auth.signUp.toSignIn')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
