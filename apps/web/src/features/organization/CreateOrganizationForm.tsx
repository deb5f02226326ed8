import { Button, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBuildingPlus } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../../lib/account-error.ts';
import { notify } from '../../lib/notify.ts';
import { fetchProviders } from '../../lib/session/session-calls.ts';
import { sessionStore } from '../../lib/session/session-store.ts';
import { useRefreshPickers } from '../../lib/session/use-refresh-pickers.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { organizationCalls } from './organization-calls.ts';

/**
 * Creates an organization; the creator becomes its owner and it becomes the selection. Hidden where the server does not
 * allow new organizations (by default when registration is by invitation only; docs/features/accounts.md).
 */
export function CreateOrganizationForm() {
  const { t } = useTranslation();
  // The sign-in screens' query (`GET /api/auth/providers`, which never changes while the server runs).
  const providers = useQuery({ queryKey: ['auth-providers'], queryFn: fetchProviders, staleTime: Infinity });
  const { user } = useSession();
  const refreshPickers = useRefreshPickers();
  const form = useForm({
    initialValues: { name: '' },
    validate: {
      name: (v) => (v.trim().length >= 1 && v.trim().length <= 100 ? null : t('account.errors.nameLength')),
    },
  });
  const create = useMutation({
    mutationFn: async (name: string) => {
      const organization = await organizationCalls.createOrganization(name);
      await refreshPickers();
      const member = organization.members?.find((m) => m.userId === user?.id);
      if (member) await sessionStore.selectMember({ ...member, sightline_organization: organization });
      return organization;
    },
    onSuccess: (organization) => {
      form.reset();
      notify({
        color: 'teal',
        title: t('organization.organizations.created'),
        message: t('organization.organizations.createdText', { name: organization.name }),
      });
    },
    onError: (error) => notifyFailure(t, error),
  });
  const submit = form.onSubmit(({ name }) => create.mutate(name.trim()));
  if (providers.data?.newOrganizations === false) return null;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="new-organization-heading">
      <Title order={2} fz="h4" id="new-organization-heading">
        {t('organization.organizations.heading')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('account.common.newOrganizationText')}
      </Text>
      <form noValidate onSubmit={submit} data-testid="create-organization-form">
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('organization.organizations.name')}
            required
            maxLength={100}
            {...form.getInputProps('name')}
          />
          <Button type="submit" loading={create.isPending} leftSection={<IconBuildingPlus size={16} />}>
            {t('account.common.create')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
