import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { can, type MemberRole } from '@sightline/contracts';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../../lib/account-error.ts';
import type { Workspace } from '../../lib/api/types.ts';
import { notify } from '../../lib/notify.ts';
import { selectionCalls } from '../../lib/session/selection-calls.ts';
import { useRefreshPickers } from '../../lib/session/use-refresh-pickers.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { organizationCalls } from './organization-calls.ts';
import { organizationKeys } from './organization-keys.ts';
import { RenameWorkspaceModal } from './RenameWorkspaceModal.tsx';

const validName = (v: string) => v.trim().length >= 1 && v.trim().length <= 100;

/** The organization's workspaces (the header picker's list); admins and owners create and rename them. */
export function WorkspacesCard({
  organizationId,
  actorRole,
}: {
  organizationId: number;
  actorRole: MemberRole;
}) {
  const { t } = useTranslation();
  const { selection } = useSession();
  const refreshPickers = useRefreshPickers();
  const [renaming, setRenaming] = useState<Workspace>();
  const manages = can(actorRole, 'manageWorkspaces');
  const workspaces = useQuery({
    queryKey: organizationKeys.workspaces(organizationId),
    queryFn: () => selectionCalls.listWorkspaces(organizationId),
  });
  const form = useForm({
    initialValues: { name: '' },
    validate: { name: (v) => (validName(v) ? null : t('account.errors.nameLength')) },
  });
  const create = useMutation({
    mutationFn: async (name: string) => {
      await organizationCalls.createWorkspace(organizationId, name);
      // The list here and the header's workspace picker.
      await refreshPickers(organizationId);
      return name;
    },
    onSuccess: (name) => {
      form.reset();
      notify({ color: 'teal', title: t('organization.workspaces.created'), message: name });
    },
    onError: (error) => notifyFailure(t, error),
  });
  const submit = form.onSubmit(({ name }) => create.mutate(name.trim()));

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="workspaces-heading">
      <Title order={2} fz="h4" mb="sm" id="workspaces-heading">
        {t('organization.workspaces.heading')}
      </Title>
      <Stack gap={4} mb="md" data-testid="workspaces-list">
        {workspaces.isSuccess && workspaces.data.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('organization.workspaces.none')}
          </Text>
        )}
        {(workspaces.data ?? []).map((workspace) => (
          <Group key={workspace.id} justify="space-between" wrap="nowrap" data-testid="workspace-row">
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              <Text size="sm" truncate>
                {workspace.name}
              </Text>
              {selection.workspace?.id === workspace.id && (
                <Badge size="xs" variant="outline" color="teal">
                  {t('organization.workspaces.selected')}
                </Badge>
              )}
            </Group>
            {manages && (
              <Tooltip label={t('account.common.rename')}>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('organization.workspaces.renameOf', { name: workspace.name })}
                  onClick={() => setRenaming(workspace)}
                >
                  <IconPencil size={16} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        ))}
      </Stack>
      {manages && (
        <form noValidate onSubmit={submit} data-testid="create-workspace-form">
          <Group align="flex-end" gap="sm" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={t('organization.workspaces.newName')}
              required
              maxLength={100}
              {...form.getInputProps('name')}
            />
            <Button type="submit" loading={create.isPending} leftSection={<IconPlus size={16} />}>
              {t('account.common.create')}
            </Button>
          </Group>
        </form>
      )}
      <RenameWorkspaceModal
        workspace={renaming}
        onClose={() => setRenaming(undefined)}
        onRenamed={() => refreshPickers(organizationId)}
      />
    </Paper>
  );
}
