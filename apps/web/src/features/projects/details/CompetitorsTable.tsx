import { Box, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Competitor } from '../../../lib/api/types.ts';
import { DetailsSection } from './DetailsSection.tsx';
import { InfoRow } from './InfoRow.tsx';
import { ValueChips } from './ValueChips.tsx';

/** The competitors with their aliases and domains: a table from the `sm` breakpoint, a block each on a phone. */
export function CompetitorsTable({ competitors }: { competitors: Competitor[] }) {
  const { t } = useTranslation();
  return (
    <DetailsSection
      title={t('projects.competitors.title')}
      count={competitors.length}
      testId="project-competitors"
    >
      {competitors.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('projects.competitors.empty')}
        </Text>
      ) : (
        <>
          <Stack gap={0} hiddenFrom="sm">
            {competitors.map((competitor) => (
              <Box
                key={competitor.id}
                py="xs"
                style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
                data-testid="project-competitor-item"
              >
                <Text size="sm" fw={600}>
                  {competitor.name}
                </Text>
                <Stack gap={4} mt={4}>
                  <InfoRow label={t('projects.fields.aliases')}>
                    <ValueChips values={competitor.aliases} empty="—" />
                  </InfoRow>
                  <InfoRow label={t('projects.fields.domains')}>
                    <ValueChips values={competitor.domains} empty="—" />
                  </InfoRow>
                </Stack>
              </Box>
            ))}
          </Stack>
          <Table.ScrollContainer minWidth={560} visibleFrom="sm">
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('projects.fields.competitorName')}</Table.Th>
                  <Table.Th>{t('projects.fields.aliases')}</Table.Th>
                  <Table.Th>{t('projects.fields.domains')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {competitors.map((competitor) => (
                  <Table.Tr key={competitor.id}>
                    <Table.Td fw={600}>{competitor.name}</Table.Td>
                    <Table.Td>
                      <ValueChips values={competitor.aliases} empty="—" />
                    </Table.Td>
                    <Table.Td>
                      <ValueChips values={competitor.domains} empty="—" />
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
