import { Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../lib/api/types.ts';
import { notify } from '../../../lib/notify.ts';
import { ConfirmDeleteButton } from '../../../ui/ConfirmDeleteButton.tsx';
import { projectCalls } from '../project-calls.ts';
import { saveRow } from './save-row.ts';

/** The project's tags: delete one, or add one by name. */
export function TagsManager({
  project,
  onChanged,
  disabled,
}: {
  project: Project;
  onChanged: () => Promise<unknown>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const tags = project.tags ?? [];
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();

  const add = useMutation({
    mutationFn: (tagName: string) =>
      saveRow(t, {
        resource: 'tags',
        projectId: project.id,
        fields: { name: tagName },
        setErrors: (errors) => setError(errors.name ?? Object.values(errors)[0]),
      }),
    onSuccess: async (saved) => {
      if (!saved) return;
      notify({ color: 'teal', title: t('projects.tags.added'), message: saved.name });
      setName('');
      await onChanged();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) setError(t('projects.validation.required'));
    else add.mutate(name.trim());
  };

  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        {t('projects.tags.title')}
      </Title>
      {tags.length === 0 ? (
        <Text c="dimmed">{t('projects.tags.empty')}</Text>
      ) : (
        <Group gap="xs" data-testid="tag-list">
          {tags.map((tag) => (
            <Badge
              key={tag.documentId}
              size="lg"
              variant="default"
              tt="none"
              fw={500}
              pr={2}
              rightSection={
                <ConfirmDeleteButton
                  size="xs"
                  label={t('projects.tags.delete', { name: tag.name })}
                  disabled={disabled}
                  onConfirm={async () => {
                    await projectCalls.deleteIn('tags', tag.documentId);
                    notify({ color: 'teal', title: t('projects.tags.deleted'), message: tag.name });
                    await onChanged();
                  }}
                />
              }
            >
              {tag.name}
            </Badge>
          ))}
        </Group>
      )}
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="xs">
          <TextInput
            label={t('projects.fields.newTag')}
            maxLength={50}
            value={name}
            error={error}
            disabled={disabled}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(undefined);
            }}
          />
          <Button
            type="submit"
            variant="light"
            mt={25}
            loading={add.isPending}
            disabled={disabled}
            leftSection={<IconPlus size={16} />}
          >
            {t('projects.common.add')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
