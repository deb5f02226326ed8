import { Button, Fieldset, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { ConfirmDeleteButton } from '../../../ui/ConfirmDeleteButton.tsx';
import { projectCalls } from '../project-calls.ts';
import type { FieldProps } from '../shared/field-props.ts';
import { saveRow } from './save-row.ts';

export interface RowValues extends Record<string, unknown> {
  name: string;
}

/**
 * One stored competitor or evaluation item (Save, Delete), or, without `documentId`, the form that adds one.
 * Its fields come from `renderFields`.
 */
export function RowEditor<V extends RowValues>({
  resource,
  projectId,
  documentId,
  initial,
  legend,
  renderFields,
  messages,
  onChanged,
  disabled,
  testId,
}: {
  resource: 'competitors' | 'evaluation-items';
  projectId: number;
  documentId?: string;
  initial: V;
  legend: string;
  renderFields: (field: FieldProps) => ReactNode;
  messages: { saved: string; added: string; deleted: string; remove: string; add: string };
  onChanged: () => Promise<unknown>;
  disabled: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const form = useForm<V>({
    mode: 'controlled',
    initialValues: initial,
    validate: (values) => (values.name.trim() ? {} : { name: t('projects.validation.required') }),
  });
  const save = useMutation({
    // Null when the server refused: saveRow has put the errors on the fields or in a toast.
    mutationFn: (values: V) =>
      saveRow(t, {
        resource,
        projectId,
        documentId,
        fields: { ...values, name: values.name.trim() },
        setErrors: form.setErrors,
      }),
    onSuccess: async (saved) => {
      if (!saved) return;
      notify({ color: 'teal', title: documentId ? messages.saved : messages.added, message: saved.name });
      if (documentId) {
        // The server normalizes (domains lower-cased, duplicates removed): show what it stored.
        const stored = saved as unknown as Record<string, unknown>;
        const next = Object.fromEntries(Object.keys(initial).map((key) => [key, stored[key]])) as V;
        form.setValues(next);
        form.resetDirty(next);
      } else form.reset();
      await onChanged();
    },
  });
  const submit = form.onSubmit((values) => save.mutate(values));
  return (
    <form onSubmit={submit} noValidate>
      <Fieldset legend={legend} data-testid={testId} disabled={disabled}>
        <Stack gap="sm">
          {renderFields(form.getInputProps)}
          <Group justify="flex-end" gap="xs">
            {documentId && (
              <ConfirmDeleteButton
                label={messages.remove}
                disabled={disabled}
                onConfirm={async () => {
                  await projectCalls.deleteIn(resource, documentId);
                  notify({ color: 'teal', title: messages.deleted, message: initial.name });
                  await onChanged();
                }}
              />
            )}
            <Button
              type="submit"
              size="xs"
              variant={documentId ? 'default' : 'light'}
              loading={save.isPending}
              disabled={documentId ? !form.isDirty() : false}
              leftSection={documentId ? <IconDeviceFloppy size={14} /> : <IconPlus size={14} />}
            >
              {documentId ? t('projects.common.save') : messages.add}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}
