import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
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
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { name: workspace.name },
    validate: {
      name: (v) => (v.trim().length >= 1 && v.trim().length <= 100 ? null : t('account.errors.nameLength')),
    },
  });
  const submit = form.onSubmit(async ({ name }) => {
    setBusy(true);
    try {
      sessionStore.updateWorkspace(await organizationCalls.renameWorkspace(workspace.id, name.trim()));
      await onRenamed();
      notify({ color: 'teal', title: t('account.workspaces.renamed'), message: name.trim() });
      onClose();
    } catch (error) {
      notifyFailure(t, error);
    } finally {
      setBusy(false);
    }
  });
  return (
    <form noValidate onSubmit={submit} data-testid="rename-workspace-form">
      <Stack gap="lg">
        <TextInput
          label={t('account.workspaces.name')}
          required
          maxLength={100}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('account.common.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
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
    <Modal opened={Boolean(workspace)} onClose={onClose} title={t('account.workspaces.renameTitle')} centered>
      {workspace && (
        <RenameForm key={workspace.id} workspace={workspace} onClose={onClose} onRenamed={onRenamed} />
      )}
    </Modal>
  );
}
