import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../lib/api/types.ts';
import { CompetitorFields } from '../shared/CompetitorFields.tsx';
import { RowEditor } from './RowEditor.tsx';

/** The project's competitors, each saved or deleted on its own, and the form that adds one. */
export function CompetitorsManager({
  project,
  onChanged,
  disabled,
}: {
  project: Project;
  onChanged: () => Promise<unknown>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const competitors = project.competitors ?? [];
  const messages = (index: number) => ({
    saved: t('projects.competitors.saved'),
    added: t('projects.competitors.added'),
    deleted: t('projects.competitors.deleted'),
    remove: t('projects.competitors.remove', { index }),
    add: t('projects.competitors.add'),
  });
  return (
    <Stack gap="md">
      {competitors.length === 0 && <Text c="dimmed">{t('projects.competitors.empty')}</Text>}
      {competitors.map((competitor, index) => (
        <RowEditor
          key={competitor.documentId}
          resource="competitors"
          projectId={project.id}
          documentId={competitor.documentId}
          initial={{ name: competitor.name, aliases: competitor.aliases, domains: competitor.domains }}
          legend={t('projects.competitors.row', { index: index + 1 })}
          renderFields={(field) => <CompetitorFields field={field} />}
          messages={messages(index + 1)}
          onChanged={onChanged}
          disabled={disabled}
          testId="competitor-editor"
        />
      ))}
      {competitors.length < 20 && (
        <RowEditor
          key={`new-${competitors.length}`}
          resource="competitors"
          projectId={project.id}
          initial={{ name: '', aliases: [] as string[], domains: [] as string[] }}
          legend={t('projects.competitors.newTitle')}
          renderFields={(field) => <CompetitorFields field={field} />}
          messages={messages(competitors.length + 1)}
          onChanged={onChanged}
          disabled={disabled}
          testId="competitor-new"
        />
      )}
    </Stack>
  );
}
