import { Button, FileInput, Group, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { defaultTimezone, type Locale, locales } from '@sightline/contracts';
import { IconPhoto } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../../lib/account-error.ts';
import { ApiError } from '../../lib/api/api-error.ts';
import type { User } from '../../lib/api/types.ts';
import { currentLocale } from '../../lib/i18n/i18n.ts';
import { notify } from '../../lib/notify.ts';
import { sessionStore } from '../../lib/session/session-store.ts';
import { timezoneOptions } from '../../lib/timezone-options.ts';
import { UserAvatar } from '../../ui/UserAvatar.tsx';
import { accountCalls } from './account-calls.ts';

export const avatarTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
export const avatarMaxBytes = 5 * 1024 * 1024;

/** Username, avatar, interface language and timezone, saved with `PUT /api/v1/users/:id`. */
export function ProfileForm({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const form = useForm({
    initialValues: {
      username: user.username,
      avatar: null as File | null,
      locale: (locales as readonly string[]).includes(user.locale) ? user.locale : currentLocale(),
      timezone: user.timezone || defaultTimezone,
    },
    validateInputOnChange: ['avatar'],
    validate: {
      username: (v) => (/^[^\s@]{3,50}$/.test(v.trim()) ? null : t('account.errors.usernameFormat')),
      avatar: (file) => {
        if (!file) return null;
        if (!avatarTypes.includes(file.type)) return t('account.errors.fileType');
        return file.size > avatarMaxBytes ? t('account.errors.fileTooLarge') : null;
      },
      timezone: (v) => (v ? null : t('account.common.required')),
    },
  });
  const avatar = form.values.avatar;
  const previewUrl = useMemo(
    () => (avatar && avatarTypes.includes(avatar.type) ? URL.createObjectURL(avatar) : undefined),
    [avatar],
  );
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);
  const timezones = useMemo(() => timezoneOptions(user.timezone), [user.timezone]);

  const save = useMutation({
    mutationFn: async (values: typeof form.values) => {
      const data = { username: values.username.trim(), locale: values.locale, timezone: values.timezone };
      await accountCalls.updateProfile(user.id, data, values.avatar);
      await sessionStore.refreshUser();
      if (values.locale !== currentLocale()) await i18n.changeLanguage(values.locale as Locale);
      return data;
    },
    onSuccess: (data) => {
      form.setValues({ ...data, avatar: null });
      form.resetDirty({ ...data, avatar: null });
      // In the language just chosen (`t` of this render is the previous one).
      notify({
        color: 'teal',
        title: i18n.t('account.common.saved'),
        message: i18n.t('account.general.savedText'),
      });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        form.setFieldError('username', t('account.errors.usernameTaken'));
      } else if (
        error instanceof ApiError &&
        error.status === 400 &&
        Object.keys(error.fieldErrors(t)).length
      ) {
        const fields = error.fieldErrors(t);
        if (fields.username) form.setFieldError('username', t('account.errors.usernameFormat'));
        if (fields.avatar) form.setFieldError('avatar', t('account.errors.fileType'));
        if (fields.timezone) form.setFieldError('timezone', fields.timezone);
        if (fields.locale) form.setFieldError('locale', fields.locale);
      } else {
        notifyFailure(t, error);
      }
    },
  });
  const submit = form.onSubmit((values) => save.mutate(values));

  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      id="general"
      component="section"
      aria-labelledby="profile-form-heading"
    >
      <Title order={2} fz="h4" mb="md" id="profile-form-heading">
        {t('account.general.heading')}
      </Title>
      <form noValidate onSubmit={submit} data-testid="profile-form">
        <Stack gap="md">
          <TextInput
            label={t('account.general.username')}
            autoComplete="username"
            required
            {...form.getInputProps('username')}
          />
          <Group gap="md" align="flex-start" wrap="nowrap">
            <UserAvatar
              user={{ username: form.values.username || user.username, avatar: user.avatar ?? null }}
              size={64}
              src={previewUrl}
            />
            <FileInput
              style={{ flex: 1 }}
              label={t('account.general.avatar')}
              description={t('account.general.avatarHint')}
              placeholder={t('account.general.avatarPlaceholder')}
              accept={avatarTypes.join(',')}
              leftSection={<IconPhoto size={16} />}
              clearable
              {...form.getInputProps('avatar')}
            />
          </Group>
          <Select
            label={t('account.general.language')}
            data={locales.map((l) => ({ value: l, label: t(`locale.${l}`) }))}
            allowDeselect={false}
            {...form.getInputProps('locale')}
          />
          <Select
            label={t('account.general.timezone')}
            description={t('account.general.timezoneHint')}
            data={timezones}
            searchable
            allowDeselect={false}
            nothingFoundMessage={t('account.general.noTimezone')}
            maxDropdownHeight={280}
            limit={100}
            {...form.getInputProps('timezone')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('account.common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
