import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { selectionCalls } from '../lib/session/selection-calls.ts';
import { selectionKeys } from '../lib/session/selection-keys.ts';
import { sessionStore } from '../lib/session/session-store.ts';
import { useSession } from '../lib/session/use-session.ts';

/** Picks the workspace within the selected organization. */
export function WorkspacePicker() {
  const { t } = useTranslation();
  const { selection } = useSession();
  const organizationId = selection.member?.organizationId;
  const workspaces = useQuery({
    queryKey: selectionKeys.workspaces(organizationId),
    queryFn: () => selectionCalls.listWorkspaces(organizationId!),
    enabled: Boolean(organizationId),
  });
  return (
    <Select
      aria-label={t('frame.workspace')}
      placeholder={t('frame.workspace')}
      data={(workspaces.data ?? []).map((w) => ({ value: String(w.id), label: w.name }))}
      value={selection.workspace ? String(selection.workspace.id) : null}
      onChange={(value) => {
        const workspace = workspaces.data?.find((w) => String(w.id) === value);
        if (workspace) void sessionStore.selectWorkspace(workspace);
      }}
      allowDeselect={false}
      w={180}
      size="xs"
      data-testid="workspace-picker"
    />
  );
}
