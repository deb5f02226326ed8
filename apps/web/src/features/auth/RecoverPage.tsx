import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n/i18n.ts';
import { forgotPassword, resetPassword } from '../../lib/session/session-calls.ts';
import { sessionStore } from '../../lib/session/session-store.ts';
import { AuthCard } from './AuthCard.tsx';
import { authErrorMessage } from './auth-error-message.ts';
import { registerAuthStrings } from './auth-strings.ts';

registerAuthStrings(i18n);

function RequestReset() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string>();
  const [error, setError] = useState<string>();
  const form = useForm({
    initialValues: { email: '' },
    validate: { email: (v) => (/^\S+@\S+\.\S+$/.test(v) ? null : t('auth.validation.email')) },
  });
  const send = useMutation({
    mutationFn: (email: string) => forgotPassword(email).then(() => email),
    onSuccess: (email) => setSentTo(email),
    onError: (e) => setError(authErrorMessage(t, e)),
  });
  if (sentTo)
    return (
      <Alert color="teal" data-testid="reset-sent">
        {t('auth.recover.sent', { email: sentTo })}
      </Alert>
    );
  return (
    <form noValidate onSubmit={form.onSubmit(({ email }) => send.mutate(email))}>
      <Stack gap="md">
        {error && <Alert color="red">{error}</Alert>}
        <TextInput
          label={t('auth.recover.email')}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <Button type="submit" fullWidth loading={send.isPending}>
          {t('auth.recover.send')}
        </Button>
      </Stack>
    </form>
  );
}

function SetNewPassword({ code }: { code: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const form = useForm({
    initialValues: { code, password: '', passwordConfirmation: '' },
    validate: {
      code: (v) => (v.trim() ? null : t('auth.validation.required')),
      password: (v) => (v.length >= 8 ? null : t('auth.validation.passwordLength')),
      passwordConfirmation: (v, values) => (v === values.password ? null : t('auth.recover.mismatch')),
    },
  });
  const reset = useMutation({
    mutationFn: async (values: typeof form.values) => {
      await sessionStore.signIn(
        await resetPassword(values.code.trim(), values.password, values.passwordConfirmation),
      );
      await navigate({ to: '/', replace: true });
    },
    onError: (e) => setError(authErrorMessage(t, e)),
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => reset.mutate(values))}>
      <Stack gap="md">
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <TextInput label={t('auth.recover.code')} required {...form.getInputProps('code')} />
        <PasswordInput
          visibilityToggleButtonProps={{ 'aria-label': t('auth.showPassword') }}
          label={t('auth.recover.newPassword')}
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordInput
          visibilityToggleButtonProps={{ 'aria-label': t('auth.showPassword') }}
          label={t('auth.recover.confirmPassword')}
          autoComplete="new-password"
          required
          {...form.getInputProps('passwordConfirmation')}
        />
        <Button type="submit" fullWidth loading={reset.isPending}>
          {t('auth.recover.reset')}
        </Button>
      </Stack>
    </form>
  );
}

/** Password recovery: ask for a reset e-mail; with the code from it (`?code=`), set a new password. */
export function RecoverPage() {
  const { t } = useTranslation();
  const { code } = useSearch({ strict: false }) as { code?: string };
  return (
    <AuthCard
      heading={code ? t('auth.recover.resetHeading') : t('auth.recover.heading')}
      subtitle={code ? '' : t('auth.recover.subtitle')}
    >
      {code ? <SetNewPassword code={code} /> : <RequestReset />}
      <Anchor component={Link} to="/auth/signin" size="sm" ta="center">
        {t('auth.recover.backToSignIn')}
      </Anchor>
    </AuthCard>
  );
}
