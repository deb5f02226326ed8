import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { can } from '@sightline/contracts/permissions';
import { IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { type OwnedMediaInput, projectCalls } from '../project-calls.ts';
import { registerProjectFormStrings } from '../project-form-strings.ts';
import { ProjectSubpageHeader } from '../shared/ProjectSubpageHeader.tsx';
import { notifySaveFailure, saveErrorsOf } from '../shared/save-errors.ts';
import { useProject, useProjectSaved, useSelectOpenedProject } from '../use-project.ts';
import { OwnedMediaRowFields } from './OwnedMediaRowFields.tsx';
import {
  newOwnedMediaRow,
  type OwnedMediaValues,
  ownedMediaFieldOf,
  ownedMediaValues,
  toOwnedMediaInput,
} from './owned-media-values.ts';

registerProjectFormStrings(i18n);

/** `/projects/$documentId/media`: the owned domains, URLs and social profiles, saved as one list. */
export function OwnedMediaPage({ documentId }: { documentId: string }) {
  const { t } = useTranslation();
  const project = useProject(documentId);
  useSelectOpenedProject(project);
  const saved = useProjectSaved(documentId);
  const { member } = useSession().selection;
  const disabled = !member || !can(member.role, 'editContent');
  const form = useForm<OwnedMediaValues>({
    mode: 'controlled',
    initialValues: ownedMediaValues(project.ownedMedia ?? []),
    validate: {
      items: { value: (value) => (value.trim() ? null : t('projects.validation.required')) },
    },
  });

  const save = useMutation({
    mutationFn: (items: OwnedMediaInput[]) => projectCalls.replaceOwnedMedia(documentId, items),
    onSuccess: (updated) => {
      saved(updated);
      const next = ownedMediaValues(updated.ownedMedia ?? []);
      form.setValues(next);
      form.resetDirty(next);
      notify({ color: 'teal', title: t('projects.owned.saved'), message: project.name });
    },
    onError: (error, items) => {
      const mapped = saveErrorsOf(t, error, ownedMediaFieldOf, items);
      if (mapped) form.setErrors(mapped.fields);
      if (!mapped || mapped.other.length > 0) notifySaveFailure(t, error);
    },
  });
  const submit = form.onSubmit((values) => save.mutate(toOwnedMediaInput(values)));

  const rows = form.values.items;
  return (
    <Stack gap="md" data-testid="owned-media-page">
      <ProjectSubpageHeader
        documentId={documentId}
        title={t('projects.owned.title')}
        subtitle={`${project.name} · ${t('projects.owned.hint')}`}
        disabled={disabled}
      />
      <Paper withBorder radius="md" p="lg" maw={900}>
        <form onSubmit={submit} noValidate>
          <fieldset disabled={disabled} style={{ border: 0, padding: 0, margin: 0 }}>
            <Stack gap="sm">
              {rows.length === 0 && <Text c="dimmed">{t('projects.owned.empty')}</Text>}
              {rows.map((row, index) => (
                <OwnedMediaRowFields
                  key={row.key}
                  field={form.getInputProps}
                  index={index}
                  onRemove={() => form.removeListItem('items', index)}
                />
              ))}
              <Group justify="space-between" mt="sm">
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} />}
                  disabled={rows.length >= 100}
                  onClick={() => form.insertListItem('items', newOwnedMediaRow())}
                >
                  {t('projects.owned.add')}
                </Button>
                <Button
                  type="submit"
                  leftSection={<IconDeviceFloppy size={16} />}
                  loading={save.isPending}
                  disabled={!form.isDirty()}
                >
                  {t('projects.owned.save')}
                </Button>
              </Group>
            </Stack>
          </fieldset>
        </form>
      </Paper>
    </Stack>
  );
}
