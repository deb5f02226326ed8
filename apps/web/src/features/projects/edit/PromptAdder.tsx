import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../lib/api/types.ts';
import { notify } from '../../../lib/notify.ts';
import { PromptImport } from '../prompts/PromptImport.tsx';
import { PromptPreviewList } from '../prompts/PromptPreviewList.tsx';
import { mergePrompts, type PromptDraft } from '../prompts/prompt-parsing.ts';
import { saveRow } from './save-row.ts';

/** Adds prompts to a stored project: bulk paste or CSV into a preview, then one create call per prompt. */
export function PromptAdder({
  project,
  onChanged,
  disabled,
}: {
  project: Project;
  onChanged: () => Promise<unknown>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<PromptDraft[]>([]);
  const [error, setError] = useState<string>();
  const stored = (project.queries ?? []).map((p) => p.text);

  const addAll = useMutation({
    mutationFn: async (drafts: PromptDraft[]) => {
      const left = [...drafts];
      let added = 0;
      // One call per prompt, a few at a time; a prompt the server refuses stays in the list with its reason.
      while (left.length > 0) {
        const batch = left.slice(0, 4);
        const results = await Promise.all(
          batch.map((draft) =>
            saveRow(t, {
              resource: 'prompts',
              projectId: project.id,
              fields: { text: draft.text, language: draft.language },
              setErrors: (errors) => setError(`“${draft.text}”: ${Object.values(errors).join(' · ')}`),
            }),
          ),
        );
        const failed = batch.filter((_, i) => !results[i]);
        added += batch.length - failed.length;
        left.splice(0, batch.length);
        if (failed.length > 0) {
          left.unshift(...failed);
          break;
        }
      }
      return { left, added };
    },
    onMutate: () => setError(undefined),
    onSuccess: async ({ left, added }) => {
      setPending(left);
      if (added > 0) {
        notify({
          color: 'teal',
          title: t('projects.prompts.added', { count: added }),
          message: project.name,
        });
        await onChanged();
      }
    },
  });

  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        {t('projects.prompts.newTitle')}
      </Title>
      <PromptImport
        language={project.language}
        onAdd={(drafts) => {
          const result = mergePrompts(pending, drafts, stored);
          setPending(result.list);
          return result;
        }}
      />
      <PromptPreviewList
        prompts={pending}
        onRemove={(index) => setPending(pending.filter((_, i) => i !== index))}
        onClear={() => setPending([])}
        error={error}
      />
      <Group>
        <Button
          leftSection={<IconPlus size={16} />}
          disabled={disabled || pending.length === 0}
          loading={addAll.isPending}
          onClick={() => addAll.mutate(pending)}
        >
          {t('projects.prompts.addAll', { count: pending.length })}
        </Button>
      </Group>
    </Stack>
  );
}
