import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../lib/api/types.ts';
import { EvaluationItemFields } from '../shared/EvaluationItemFields.tsx';
import { RowEditor } from './RowEditor.tsx';

/** The project's evaluation items (name and keywords), each saved or deleted on its own, and a form to add one. */
export function EvaluationItemsManager({
  project,
  onChanged,
  disabled,
}: {
  project: Project;
  onChanged: () => Promise<unknown>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const items = project.evaluationItems ?? [];
  const messages = (index: number) => ({
    saved: t('projects.evaluation.saved'),
    added: t('projects.evaluation.added'),
    deleted: t('projects.evaluation.deleted'),
    remove: t('projects.evaluation.remove', { index }),
    add: t('projects.evaluation.add'),
  });
  return (
    <Stack gap="md">
      <div>
        <Title order={2} fz="h4">
          {t('projects.evaluation.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('projects.evaluation.hint')}
        </Text>
      </div>
      {items.length === 0 && <Text c="dimmed">{t('projects.evaluation.empty')}</Text>}
      {items.map((item, index) => (
        <RowEditor
          key={item.documentId}
          resource="evaluation-items"
          projectId={project.id}
          documentId={item.documentId}
          initial={{ name: item.name, keywords: item.keywords }}
          legend={t('projects.evaluation.row', { index: index + 1 })}
          renderFields={(field) => <EvaluationItemFields field={field} />}
          messages={messages(index + 1)}
          onChanged={onChanged}
          disabled={disabled}
          testId="evaluation-item-editor"
        />
      ))}
      {items.length < 50 && (
        <RowEditor
          key={`new-${items.length}`}
          resource="evaluation-items"
          projectId={project.id}
          initial={{ name: '', keywords: [] as string[] }}
          legend={t('projects.evaluation.newTitle')}
          renderFields={(field) => <EvaluationItemFields field={field} />}
          messages={messages(items.length + 1)}
          onChanged={onChanged}
          disabled={disabled}
          testId="evaluation-item-new"
        />
      )}
    </Stack>
  );
}
