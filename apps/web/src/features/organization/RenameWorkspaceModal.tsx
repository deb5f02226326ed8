import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../../lib/account-error.ts';
import type { Workspace } from '../../lib/api/types.ts';
import { notify } from '../../lib/notify.ts';
import { sessionStore } from '../../lib/session/session-store.ts';
import { organizationCalls } from './organization-calls.ts';

interface Props {
  workspace: Workspace | undefined;
  onClose: () => void;
  onRenamed: () => Promise<void>;
}

function RenameForm({ workspace, onClose, onRenamed }: Props & { workspace: Workspace }) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { name: workspace.name },
    validate: {
      name: (v) => (v.trim().length >= 1 && v.trim().length <= 100 ? null : t('account.errors.nameLength')),
    },
  });
  const rename = useMutation({
    mutationFn: async (name: string) => {
      sessionStore.updateWorkspace(await organizationCalls.renameWorkspace(workspace.id, name));
      await onRenamed();
      return name;
    },
    onSuccess: (name) => {
      notify({ color: 'teal', title: t('organization.workspaces.renamed'), message: name });
      onClose();
    },
    onError: (error) => notifyFailure(t, error),
  });
  const submit = form.onSubmit(({ name }) => rename.mutate(name.trim()));
  return (
    <form noValidate onSubmit={submit} data-testid="rename-workspace-form">
      <Stack gap="lg">
        <TextInput
          label={t('organization.workspaces.name')}
          required
          maxLength={100}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('account.common.cancel')}
          </Button>
          <Button type="submit" loading={rename.isPending}>
            {t('account.common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Renames a workspace. */
export function RenameWorkspaceModal({ workspace, onClose, onRenamed }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={Boolean(workspace)}
      onClose={onClose}
      title={t('organization.workspaces.renameTitle')}
      centered
    >
      {workspace && (
        <RenameForm key={workspace.id} workspace={workspace} onClose={onClose} onRenamed={onRenamed} />
      )}
    </Modal>
  );
}
