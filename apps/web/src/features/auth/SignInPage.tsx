import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n/i18n.ts';
import { redirectTarget } from '../../lib/redirect-target.ts';
import { signIn, socialCallback } from '../../lib/session/session-calls.ts';
import { sessionStore } from '../../lib/session/session-store.ts';
import { AuthCard } from './AuthCard.tsx';
import { authErrorMessage } from './auth-error-message.ts';
import { registerAuthStrings } from './auth-strings.ts';
import { SocialButtons } from './SocialButtons.tsx';

registerAuthStrings(i18n);

interface SignInSearch {
  redirect?: string;
  confirmed?: boolean;
  provider?: string;
  access_token?: string;
}

/** Sign in with e-mail or username and password, or a social provider; then back to where the user was going. */
export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // This route's own validated search: with `strict: false` the root route's raw search (an unchecked `redirect`)
  // would come back too.
  const search: SignInSearch = useSearch({ from: '/auth/signin' });
  const [error, setError] = useState<string>();
  // Two fields: plain state, so that the first page a visitor loads stays small (no form library).
  const [values, setValues] = useState({ identifier: '', password: '' });
  const [missing, setMissing] = useState({ identifier: false, password: false });

  const withPassword = useMutation({
    mutationFn: async (credentials: typeof values) => {
      await sessionStore.signIn(await signIn(credentials.identifier, credentials.password));
      await navigate({ href: redirectTarget(search.redirect) ?? '/', replace: true });
    },
    onMutate: () => setError(undefined),
    onError: (e) => setError(authErrorMessage(t, e)),
  });
  // Back from a social provider: its access token is exchanged for a session once.
  const withProvider = useMutation({
    mutationFn: async ({ provider, accessToken }: { provider: string; accessToken: string }) => {
      await sessionStore.signIn(await socialCallback(provider, accessToken));
      await navigate({ to: '/', replace: true });
    },
    onError: () => setError(t('auth.signIn.socialFailed')),
  });
  const startSocial = withProvider.mutate;
  const socialStarted = useRef(false);
  useEffect(() => {
    if (!search.provider || !search.access_token || socialStarted.current) return;
    socialStarted.current = true;
    startSocial({ provider: search.provider, accessToken: search.access_token });
  }, [search.provider, search.access_token, startSocial]);

  return (
    <AuthCard heading={t('auth.signIn.heading')} subtitle={t('auth.signIn.subtitle')}>
      {search.confirmed && <Alert color="teal">{t('auth.signIn.confirmed')}</Alert>}
      {error && (
        <Alert color="red" role="alert" data-testid="auth-error">
          {error}
        </Alert>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const empty = { identifier: !values.identifier.trim(), password: !values.password };
          setMissing(empty);
          if (empty.identifier || empty.password) return;
          withPassword.mutate(values);
        }}
      >
        <Stack gap="md">
          <TextInput
            label={t('auth.signIn.identifier')}
            placeholder={t('auth.signIn.identifierPlaceholder')}
            autoComplete="username"
            required
            value={values.identifier}
            onChange={(e) => setValues({ ...values, identifier: e.currentTarget.value })}
            error={missing.identifier ? t('auth.validation.required') : undefined}
          />
          <PasswordInput
            visibilityToggleButtonProps={{ 'aria-label': t('auth.showPassword') }}
            label={t('auth.signIn.password')}
            autoComplete="current-password"
            required
            value={values.password}
            onChange={(e) => setValues({ ...values, password: e.currentTarget.value })}
            error={missing.password ? t('auth.validation.required') : undefined}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/auth/recover" size="sm">
              {t('auth.signIn.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={withPassword.isPending || withProvider.isPending}>
            {t('auth.signIn.submit')}
          </Button>
        </Stack>
      </form>
      <SocialButtons />
      <Text size="sm" ta="center">
        {t('auth.signIn.noAccount')}{' '}
        <Anchor
          component={Link}
          to="/auth/signup"
          search={(search.redirect ? { redirect: search.redirect } : {}) as never}
        >
          {t('auth.signIn.toSignUp')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
