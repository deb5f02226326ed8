import { Stack } from '@mantine/core';
import { PromptImport } from '../prompts/PromptImport.tsx';
import { PromptPreviewList } from '../prompts/PromptPreviewList.tsx';
import { mergePrompts } from '../prompts/prompt-parsing.ts';
import type { WizardForm } from './wizard-form.ts';

/** Prompts: bulk paste and CSV upload into a preview list. */
export function WizardPromptsStep({ form }: { form: WizardForm }) {
  const prompts = form.values.queries;
  const error = form.errors.queries;
  return (
    <Stack gap="md">
      <PromptImport
        language={form.values.language}
        onAdd={(drafts) => {
          const result = mergePrompts(form.getValues().queries, drafts);
          form.setFieldValue('queries', result.list);
          form.clearFieldError('queries');
          return result;
        }}
      />
      <PromptPreviewList
        prompts={prompts}
        onRemove={(index) => form.removeListItem('queries', index)}
        onClear={() => form.setFieldValue('queries', [])}
        error={error ? String(error) : undefined}
      />
    </Stack>
  );
}
