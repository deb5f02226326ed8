import { Badge, Button, CloseButton, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './PromptPreviewList.module.css';
import { type PromptDraft, promptKey } from './prompt-parsing.ts';

/** Prompts about to be added, each with a remove button, and their count. */
export function PromptPreviewList({
  prompts,
  onRemove,
  onClear,
  error,
}: {
  prompts: PromptDraft[];
  onRemove: (index: number) => void;
  onClear: () => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm" data-testid="prompt-preview">
      <Group justify="space-between" mb="xs">
        <Group gap="xs">
          <Text fw={600} size="sm">
            {t('projects.prompts.preview')}
          </Text>
          <Badge variant="light" data-testid="prompt-preview-count">
            {t('projects.prompts.previewCount', { count: prompts.length })}
          </Badge>
        </Group>
        {prompts.length > 0 && (
          <Button size="compact-xs" variant="subtle" color="gray" onClick={onClear}>
            {t('projects.prompts.clear')}
          </Button>
        )}
      </Group>
      {error && (
        <Text size="sm" c="red" role="alert" mb="xs" data-testid="prompts-error">
          {error}
        </Text>
      )}
      {prompts.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('projects.prompts.previewEmpty')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={280} type="auto">
          <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {prompts.map((prompt, index) => (
              <li key={promptKey(prompt.text)} className={classes.item} data-testid="prompt-preview-item">
                <Text size="sm" className={classes.text}>
                  {prompt.text}
                </Text>
                <Badge
                  size="xs"
                  variant="outline"
                  color="gray"
                  className={classes.language}
                  data-testid="prompt-preview-language"
                >
                  {prompt.language}
                </Badge>
                <CloseButton
                  size="sm"
                  className={classes.remove}
                  aria-label={t('projects.prompts.remove', { text: prompt.text })}
                  onClick={() => onRemove(index)}
                />
              </li>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Paper>
  );
}
