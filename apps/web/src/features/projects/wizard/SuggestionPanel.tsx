import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconSparkles } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error.ts';
import { engineName } from '../../../lib/format.ts';
import type { WizardSuggestions } from './use-wizard-suggestions.ts';

export interface SuggestionItem {
  key: string;
  /** What the add button says for screen readers (“Add …”). */
  name: string;
  content: ReactNode;
  add(): void;
}

/**
 * Suggestions to accept one by one or all at once, marked with where they came from (templates or an engine);
 * `layout` chips for short names, rows for prompts.
 */
export function SuggestionPanel({
  title,
  suggestions,
  items,
  addAll,
  layout,
  testId,
}: {
  title: string;
  suggestions: WizardSuggestions;
  items: SuggestionItem[];
  addAll: () => void;
  layout: 'chips' | 'rows';
  testId: string;
}) {
  const { t } = useTranslation();
  const { result, pending, error } = suggestions;
  const rateLimited = error instanceof ApiError && error.status === 429;
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)" data-testid={testId}>
      <Group justify="space-between" gap="xs" mb="sm">
        <Group gap="xs">
          <IconSparkles size={18} aria-hidden />
          <Title order={3} fz="h5">
            {title}
          </Title>
          {result && (
            <Badge
              variant="light"
              color={result.source === 'model' ? 'violet' : 'gray'}
              tt="none"
              data-testid="suggestion-source"
            >
              {result.source === 'model' && result.engine
                ? t('projects.wizard.suggest.fromModel', { engine: engineName(t, result.engine) })
                : t('projects.wizard.suggest.fromTemplates')}
            </Badge>
          )}
        </Group>
        <Group gap="xs">
          {items.length > 1 && (
            <Button size="xs" variant="light" onClick={addAll}>
              {t('projects.wizard.suggest.addAll', { count: items.length })}
            </Button>
          )}
          <Button
            size="xs"
            variant="default"
            loading={pending}
            disabled={!suggestions.canSuggest}
            onClick={suggestions.suggest}
          >
            {result ? t('projects.wizard.suggest.again') : t('projects.wizard.suggest.button')}
          </Button>
        </Group>
      </Group>
      {result?.source === 'templates' && result.attempted && (
        <Text size="xs" c="dimmed" mb="xs">
          {t('projects.wizard.suggest.fallback', { engine: engineName(t, result.attempted) })}
        </Text>
      )}
      {!suggestions.canSuggest && (
        <Text size="sm" c="dimmed">
          {t('projects.wizard.suggest.needBrand')}
        </Text>
      )}
      {error !== null && !pending && (
        <Alert color="red" variant="light" p="xs" mb="xs">
          {rateLimited ? t('projects.wizard.suggest.rateLimited') : t('projects.wizard.suggest.failed')}
        </Alert>
      )}
      {pending && !result && <Loader size="sm" />}
      {result && items.length === 0 && !pending && (
        <Text size="sm" c="dimmed">
          {t('projects.wizard.suggest.none')}
        </Text>
      )}
      {items.length > 0 &&
        (layout === 'chips' ? (
          <Group gap="xs">
            {items.map((item) => (
              <Button
                key={item.key}
                size="xs"
                radius="xl"
                variant="outline"
                leftSection={<IconPlus size={14} />}
                aria-label={t('projects.wizard.suggest.add', { name: item.name })}
                onClick={item.add}
                data-testid="suggested-item"
              >
                {item.content}
              </Button>
            ))}
          </Group>
        ) : (
          <Stack gap={6}>
            {items.map((item) => (
              <Group key={item.key} gap="xs" wrap="nowrap" data-testid="suggested-item">
                <Button
                  size="compact-xs"
                  variant="subtle"
                  px={4}
                  aria-label={t('projects.wizard.suggest.add', { name: item.name })}
                  onClick={item.add}
                >
                  <IconPlus size={16} />
                </Button>
                {item.content}
              </Group>
            ))}
          </Stack>
        ))}
    </Paper>
  );
}
