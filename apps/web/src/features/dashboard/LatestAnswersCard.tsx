import { Paper, Stack, Text, Title } from '@mantine/core';
import type { RangedReportFilter } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { AnswerList } from '../../ui/answer-list/AnswerList.tsx';

/** The newest answers of the range (with the dashboard's filters), each opening its chat view. */
export function LatestAnswersCard({
  projectDocumentId,
  filter,
}: {
  projectDocumentId: string;
  filter: RangedReportFilter;
}) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      id="dashboard-answers"
      style={{ scrollMarginTop: 72 }}
      data-testid="dashboard-answers"
    >
      <Stack gap={2} mb="sm">
        <Title order={2} fz="md" fw={600}>
          {t('dashboard.latest')}
        </Title>
        <Text size="xs" c="dimmed">
          {t('dashboard.latestDescription')}
        </Text>
      </Stack>
      <AnswerList
        projectDocumentId={projectDocumentId}
        filter={filter}
        limit={10}
        pageable={false}
        cols={{ base: 1, md: 2 }}
      />
    </Paper>
  );
}
