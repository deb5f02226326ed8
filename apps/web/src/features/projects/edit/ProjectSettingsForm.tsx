import { Button, Divider, Group, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../lib/api/types.ts';
import { notify } from '../../../lib/notify.ts';
import { projectCalls } from '../project-calls.ts';
import { BrandFields } from '../shared/BrandFields.tsx';
import { CategoryField } from '../shared/CategoryField.tsx';
import { LazyScheduleFields } from '../shared/LazyScheduleFields.tsx';
import {
  type ProjectFieldsData,
  type ProjectFieldValues,
  projectFieldOf,
  projectFieldValues,
  toProjectFields,
  validateProjectFields,
} from '../shared/project-fields.ts';
import { notifySaveFailure, saveErrorsOf } from '../shared/save-errors.ts';
import { useProjectSaved } from '../use-project.ts';
import { SimulatedDataSwitch } from './SimulatedDataSwitch.tsx';

/** Brand, category, engines and schedule of a stored project, saved with `PUT /api/v1/projects/:id`. */
export function ProjectSettingsForm({ project, disabled }: { project: Project; disabled: boolean }) {
  const { t } = useTranslation();
  const saved = useProjectSaved(project.documentId);
  const form = useForm<ProjectFieldValues>({
    mode: 'controlled',
    initialValues: projectFieldValues(project),
    validate: (values) => validateProjectFields(values, t),
  });

  const save = useMutation({
    mutationFn: ({ values, data }: { values: ProjectFieldValues; data: ProjectFieldsData }) =>
      projectCalls.update(project.documentId, data, values.featureImage),
    onSuccess: (updated) => {
      saved(updated);
      const next = projectFieldValues(updated);
      form.setValues(next);
      form.resetDirty(next);
      notify({ color: 'teal', title: t('projects.edit.saved'), message: updated.name });
    },
    onError: (error, { data }) => {
      const mapped = saveErrorsOf(t, error, projectFieldOf, data);
      if (!mapped) notifySaveFailure(t, error);
      else {
        form.setErrors(mapped.fields);
        if (mapped.other.length > 0) notifySaveFailure(t, new Error(mapped.other.join('\n')));
      }
    },
  });
  const submit = form.onSubmit((values) => save.mutate({ values, data: toProjectFields(values) }));

  return (
    <form onSubmit={submit} noValidate data-testid="project-settings-form">
      <fieldset disabled={disabled} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack gap="lg">
          <Title order={2} fz="h4">
            {t('projects.wizard.steps.brand')}
          </Title>
          <BrandFields field={form.getInputProps} currentImage={project.featureImage ?? null} />
          <CategoryField field={form.getInputProps} />
          <Divider />
          <Title order={2} fz="h4">
            {t('projects.wizard.steps.engines')}
          </Title>
          <LazyScheduleFields field={form.getInputProps} />
          <SimulatedDataSwitch project={project} disabled={disabled} />
          <Group justify="flex-end">
            <Button
              type="submit"
              leftSection={<IconDeviceFloppy size={16} />}
              loading={save.isPending}
              disabled={!form.isDirty()}
            >
              {t('projects.common.save')}
            </Button>
          </Group>
        </Stack>
      </fieldset>
    </form>
  );
}
