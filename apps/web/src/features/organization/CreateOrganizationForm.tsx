import { Button, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBuildingPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../../lib/account-error.ts';
import { notify } from '../../lib/notify.ts';
import { sessionStore } from '../../lib/session/session-store.ts';
import { useRefreshPickers } from '../../lib/session/use-refresh-pickers.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { organizationCalls } from './organization-calls.ts';

/** Creates an organization (anyone may); the creator becomes its owner and it becomes the selection. */
export function CreateOrganizationForm() {
  const { t } = useTranslation();
  const { user } = useSession();
  const refreshPickers = useRefreshPickers();
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { name: '' },
    validate: {
      name: (v) => (v.trim().length >= 1 && v.trim().length <= 100 ? null : t('account.errors.nameLength')),
    },
  });
  const submit = form.onSubmit(async ({ name }) => {
    setBusy(true);
    try {
      const organization = await organizationCalls.createOrganization(name.trim());
      await refreshPickers();
      const member = organization.members?.find((m) => m.userId === user?.id);
      if (member) await sessionStore.selectMember({ ...member, sightline_organization: organization });
      form.reset();
      notify({
        color: 'teal',
        title: t('account.organizations.created'),
        message: t('account.organizations.createdText', { name: organization.name }),
      });
    } catch (error) {
      notifyFailure(t, error);
    } finally {
      setBusy(false);
    }
  });
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="new-organization-heading">
      <Title order={2} fz="h4" id="new-organization-heading">
        {t('account.organizations.heading')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('account.organizations.text')}
      </Text>
      <form noValidate onSubmit={submit} data-testid="create-organization-form">
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('account.organizations.name')}
            required
            maxLength={100}
            {...form.getInputProps('name')}
          />
          <Button type="submit" loading={busy} leftSection={<IconBuildingPlus size={16} />}>
            {t('account.common.create')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
