import { Badge, Box, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Prompt } from '../../../lib/api/types.ts';
import { IntentBadge } from '../../../ui/IntentBadge.tsx';
import { DetailsSection } from './DetailsSection.tsx';

/**
 * The prompts: text, language, intent and whether they are collected. A table from the `sm` breakpoint; on a phone
 * each prompt is a block with its text over its badges, so no column is hidden off-screen.
 */
export function PromptsTable({ prompts }: { prompts: Prompt[] }) {
  const { t } = useTranslation();
  return (
    <DetailsSection title={t('projects.prompts.title')} count={prompts.length} testId="project-prompts">
      {prompts.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('projects.prompts.empty')}
        </Text>
      ) : (
        <>
          <Stack gap={0} hiddenFrom="sm" mah={480} style={{ overflowY: 'auto' }}>
            {prompts.map((prompt) => (
              <Box
                key={prompt.id}
                py="xs"
                style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
                data-testid="project-prompt-item"
              >
                <Text size="sm">{prompt.text}</Text>
                <Group gap={6} mt={4}>
                  <Badge size="sm" variant="default" tt="none">
                    {prompt.language}
                  </Badge>
                  <IntentBadge intent={prompt.intent} />
                  <Badge size="sm" variant="light" color={prompt.active ? 'teal' : 'gray'} tt="none">
                    {t('projects.prompts.active')}:{' '}
                    {t(prompt.active ? 'projects.common.yes' : 'projects.common.no')}
                  </Badge>
                </Group>
              </Box>
            ))}
          </Stack>
          <Table.ScrollContainer minWidth={560} maxHeight={480} visibleFrom="sm">
            <Table verticalSpacing="xs" stickyHeader>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('projects.prompts.text')}</Table.Th>
                  <Table.Th w={80}>{t('projects.prompts.language')}</Table.Th>
                  <Table.Th w={120}>{t('projects.prompts.intent')}</Table.Th>
                  <Table.Th w={90}>{t('projects.prompts.active')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {prompts.map((prompt) => (
                  <Table.Tr key={prompt.id} data-testid="project-prompt-row">
                    <Table.Td>{prompt.text}</Table.Td>
                    <Table.Td>{prompt.language}</Table.Td>
                    <Table.Td>
                      <IntentBadge intent={prompt.intent} />
                    </Table.Td>
                    <Table.Td>
                      <Badge size="sm" variant="light" color={prompt.active ? 'teal' : 'gray'}>
                        {t(prompt.active ? 'projects.common.yes' : 'projects.common.no')}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </DetailsSection>
  );
}
