import { Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { IntentBadge } from '../../../ui/IntentBadge.tsx';
import { PromptImport } from '../prompts/PromptImport.tsx';
import { PromptPreviewList } from '../prompts/PromptPreviewList.tsx';
import { mergePrompts, type PromptDraft, promptKey } from '../prompts/prompt-parsing.ts';
import { SuggestionPanel } from './SuggestionPanel.tsx';
import type { WizardSuggestions } from './use-wizard-suggestions.ts';
import type { WizardForm } from './wizard-form.ts';

/** Prompts: suggestions to accept, bulk paste and CSV upload into a preview list (at least one is needed). */
export function WizardPromptsStep({
  form,
  suggestions,
}: {
  form: WizardForm;
  suggestions: WizardSuggestions;
}) {
  const { t } = useTranslation();
  const prompts = form.values.queries;
  const error = form.errors.queries;
  // Suggest once when the step opens with no prompt.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the step opens
  useEffect(() => {
    if (form.getValues().queries.length === 0) suggestions.ensure();
  }, []);

  const add = (drafts: PromptDraft[]) => {
    const result = mergePrompts(form.getValues().queries, drafts);
    form.setFieldValue('queries', result.list);
    form.clearFieldError('queries');
    return result;
  };
  const listed = new Set(prompts.map((p) => promptKey(p.text)));
  const language = form.values.language;
  const offered = (suggestions.result?.prompts ?? []).filter((p) => !listed.has(promptKey(p.text)));

  return (
    <Stack gap="md">
      <SuggestionPanel
        title={t('projects.wizard.suggest.promptsTitle')}
        suggestions={suggestions}
        layout="rows"
        testId="prompt-suggestions"
        addAll={() => add(offered.map((p) => ({ text: p.text, language })))}
        items={offered.map((p) => ({
          key: p.text,
          name: p.text,
          content: (
            <>
              <Text size="sm" style={{ flex: 1, minWidth: 0 }}>
                {p.text}
              </Text>
              <IntentBadge intent={p.intent} />
            </>
          ),
          add: () => add([{ text: p.text, language }]),
        }))}
      />
      <PromptImport language={form.values.language} onAdd={add} />
      <PromptPreviewList
        prompts={prompts}
        onRemove={(index) => form.removeListItem('queries', index)}
        onClear={() => form.setFieldValue('queries', [])}
        error={error ? String(error) : undefined}
      />
    </Stack>
  );
}
