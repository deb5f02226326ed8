import { Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { canAssignRole, type MemberRole, rolesByPower } from '@sightline/contracts';
import { IconSend } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../../lib/account-error.ts';
import { ApiError } from '../../lib/api/api-error.ts';
import { notify } from '../../lib/notify.ts';
import { organizationCalls } from './organization-calls.ts';
import { organizationKeys } from './organization-keys.ts';

/** Invites someone by e-mail with a role the inviter may give. */
export function InviteMemberForm({
  organizationId,
  actorRole,
}: {
  organizationId: number;
  actorRole: MemberRole;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { email: '', role: 'viewer' as MemberRole },
    validate: {
      email: (v) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim()) ? null : t('account.errors.email')),
    },
  });
  const roles = rolesByPower
    .filter((role) => canAssignRole(actorRole, role))
    .map((role) => ({ value: role, label: t(`account.roles.${role}`) }));

  const invite = useMutation({
    mutationFn: ({ email, role }: typeof form.values) =>
      organizationCalls.inviteMember(organizationId, email.trim(), role),
    onSuccess: async (_, { email }) => {
      await queryClient.invalidateQueries({ queryKey: organizationKeys.invitations(organizationId) });
      form.setFieldValue('email', '');
      notify({
        color: 'teal',
        title: t('organization.invite.sent'),
        message: t('organization.invite.sentText', { email }),
      });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fieldErrors(t).email)
        form.setFieldError('email', t('account.errors.email'));
      else notifyFailure(t, error);
    },
  });
  const submit = form.onSubmit((values) => invite.mutate(values));

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="invite-heading">
      <Title order={2} fz="h4" id="invite-heading">
        {t('organization.invite.heading')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('organization.invite.text')}
      </Text>
      <form noValidate onSubmit={submit} data-testid="invite-form">
        <Stack gap="sm">
          <TextInput
            label={t('organization.invite.email')}
            type="email"
            autoComplete="off"
            placeholder="name@company.com"
            required
            {...form.getInputProps('email')}
          />
          <Select
            label={t('organization.invite.role')}
            data={roles}
            allowDeselect={false}
            {...form.getInputProps('role')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={invite.isPending} leftSection={<IconSend size={16} />}>
              {t('organization.invite.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
