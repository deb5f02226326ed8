import { Button, Group, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { accountErrorMessage, notifyFailure } from '../../lib/account-error.ts';
import { ApiError } from '../../lib/api/api-error.ts';
import { notify } from '../../lib/notify.ts';
import { changePassword } from '../../lib/session/session-calls.ts';
import { sessionStore } from '../../lib/session/session-store.ts';
import { storeToken } from '../../lib/session/token-cookie.ts';

/**
 * Changes the password (`POST /api/auth/change-password`). The server stops accepting the old token, so the
 * new one from the answer replaces it before anything else is called.
 */
export function PasswordForm() {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { currentPassword: '', password: '', passwordConfirmation: '' },
    validate: {
      currentPassword: (v) => (v ? null : t('account.common.required')),
      password: (v, values) => {
        if (v.length < 8) return t('account.errors.passwordLength');
        return v === values.currentPassword ? t('account.errors.samePassword') : null;
      },
      passwordConfirmation: (v, values) =>
        v === values.password ? null : t('account.errors.passwordMismatch'),
    },
  });

  const change = useMutation({
    mutationFn: async (values: typeof form.values) => {
      const { jwt } = await changePassword(
        values.currentPassword,
        values.password,
        values.passwordConfirmation,
      );
      storeToken(jwt);
      await sessionStore.refreshUser();
    },
    onSuccess: () => {
      form.reset();
      notify({
        color: 'teal',
        title: t('account.password.changed'),
        message: t('account.password.changedText'),
      });
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.fieldErrors(t) : {};
      if (fields.currentPassword) form.setFieldError('currentPassword', accountErrorMessage(t, error));
      else if (fields.password) form.setFieldError('password', accountErrorMessage(t, error));
      else if (fields.passwordConfirmation)
        form.setFieldError('passwordConfirmation', t('account.errors.passwordMismatch'));
      else notifyFailure(t, error);
    },
  });
  const submit = form.onSubmit((values) => change.mutate(values));

  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      id="password"
      component="section"
      aria-labelledby="password-form-heading"
    >
      <Title order={2} fz="h4" mb="md" id="password-form-heading">
        {t('account.password.heading')}
      </Title>
      <form noValidate onSubmit={submit} data-testid="password-form">
        <Stack gap="md">
          <PasswordInput
            label={t('account.password.current')}
            autoComplete="current-password"
            required
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label={t('account.password.new')}
            description={t('account.password.hint')}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t('account.password.confirm')}
            autoComplete="new-password"
            required
            {...form.getInputProps('passwordConfirmation')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              {t('account.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
