import { Progress, Stack, Table, Text } from '@mantine/core';
import type { ContentTypeRecommendation } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { count, percent } from '../../lib/format.ts';
import { EvidenceSection, EvidenceTable, Stat, StatGrid } from './EvidenceParts.tsx';

/** The winning content type of an intent: its share of other sites' citations, and the owned pages' types there. */
export function ContentTypeEvidence({ r }: { r: ContentTypeRecommendation }) {
  const { t } = useTranslation();
  const e = r.evidence;
  return (
    <Stack gap="sm">
      <StatGrid>
        <Stat
          label={t('optimisation.evidence.share')}
          value={percent(e.share)}
          detail={t('optimisation.evidence.shareDetail', {
            citations: count(e.citations),
            total: count(e.othersCitations),
          })}
        />
        <Stat label={t('optimisation.evidence.typeAnswers')} value={count(e.answers)} />
        <Stat label={t('optimisation.evidence.prompts')} value={count(e.prompts)} />
        <Stat label={t('optimisation.evidence.intent')} value={t(`projects.intents.${r.subject.intent}`)} />
      </StatGrid>
      <Progress.Root size="lg" radius="sm" aria-hidden>
        <Progress.Section value={e.share * 100} color="teal">
          <Progress.Label>{t(`contentTypes.${r.subject.contentType}`)}</Progress.Label>
        </Progress.Section>
        <Progress.Section value={100 - e.share * 100} color="gray.3" />
      </Progress.Root>
      <EvidenceSection title={t('optimisation.evidence.ownedTypes')}>
        {e.ownedTypes.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('optimisation.evidence.noOwnedPages')}
          </Text>
        ) : (
          <EvidenceTable
            columns={[
              t('optimisation.evidence.contentType'),
              t('optimisation.evidence.pages'),
              t('optimisation.evidence.citations'),
            ]}
            numeric={2}
            testId="evidence-owned-types"
          >
            {e.ownedTypes.map((o) => (
              <Table.Tr key={o.contentType}>
                <Table.Td>{t(`contentTypes.${o.contentType}`)}</Table.Td>
                <Table.Td ta="right">{count(o.pages)}</Table.Td>
                <Table.Td ta="right">{count(o.citations)}</Table.Td>
              </Table.Tr>
            ))}
          </EvidenceTable>
        )}
      </EvidenceSection>
    </Stack>
  );
}
