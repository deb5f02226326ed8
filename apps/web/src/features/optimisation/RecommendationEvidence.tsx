import { Box, Group, Stack, Table, Text } from '@mantine/core';
import type {
  OptimisationMeta,
  OptimisationRecommendation,
  OutreachDomainRecommendation,
  PromptGapRecommendation,
} from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { count, percent } from '../../lib/format.ts';
import { cssColor } from '../../ui/brand-colors.ts';
import { EngineLabel } from '../../ui/EngineLabel.tsx';
import { IntentBadge } from '../../ui/IntentBadge.tsx';
import { ContentTypeEvidence } from './ContentTypeEvidence.tsx';
import { EvidenceSection, EvidenceTable, Stat, StatGrid, wrapAnywhere } from './EvidenceParts.tsx';
import { EngineGapEvidence, OwnedPageDropEvidence } from './RateEvidence.tsx';

/** The numbers behind a recommendation, laid out for its kind. */
export function RecommendationEvidence({
  recommendation: r,
  meta,
  colorOf,
}: {
  recommendation: OptimisationRecommendation;
  meta: OptimisationMeta;
  /** A tracked brand's colour by its key (ui/use-brand-colors). */
  colorOf: (key: string) => string;
}) {
  switch (r.kind) {
    case 'prompt_gap':
      return <PromptGapEvidence r={r} colorOf={colorOf} />;
    case 'outreach_domain':
      return <OutreachDomainEvidence r={r} />;
    case 'content_type':
      return <ContentTypeEvidence r={r} />;
    case 'owned_page_drop':
      return <OwnedPageDropEvidence r={r} meta={meta} />;
    case 'engine_gap':
      return <EngineGapEvidence r={r} />;
  }
}

function PromptGapEvidence({ r, colorOf }: { r: PromptGapRecommendation; colorOf: (key: string) => string }) {
  const { t } = useTranslation();
  const e = r.evidence;
  return (
    <Stack gap="sm">
      <StatGrid>
        <Stat label={t('optimisation.evidence.promptAnswers')} value={count(e.n)} />
        <Stat
          label={t('optimisation.evidence.competitorAnswers')}
          value={count(e.competitorAnswers)}
          detail={percent(e.n > 0 ? e.competitorAnswers / e.n : null)}
        />
        <Stat label={t('optimisation.evidence.brandAnswers')} value={count(e.brandAnswers)} />
        <Stat label={t('optimisation.evidence.intent')} value={<IntentBadge intent={r.subject.intent} />} />
      </StatGrid>
      <EvidenceSection title={t('optimisation.evidence.competitors')}>
        <EvidenceTable
          columns={[
            t('optimisation.evidence.competitor'),
            t('optimisation.evidence.answers'),
            t('optimisation.evidence.competitorShare'),
          ]}
          numeric={2}
          testId="evidence-competitors"
        >
          {e.competitors.map((c) => (
            <Table.Tr key={c.key}>
              <Table.Td style={wrapAnywhere}>
                <Group gap={6} wrap="nowrap">
                  <Box
                    w={10}
                    h={10}
                    style={{ borderRadius: '50%', flex: 'none', background: cssColor(colorOf(c.key)) }}
                    aria-hidden
                  />
                  {c.name}
                </Group>
              </Table.Td>
              <Table.Td ta="right">{count(c.answers)}</Table.Td>
              <Table.Td ta="right">{percent(e.n > 0 ? c.answers / e.n : null)}</Table.Td>
            </Table.Tr>
          ))}
        </EvidenceTable>
      </EvidenceSection>
      <EvidenceSection title={t('optimisation.evidence.domains')}>
        {e.domains.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('optimisation.evidence.noDomains')}
          </Text>
        ) : (
          <EvidenceTable
            columns={[
              t('optimisation.evidence.domain'),
              t('optimisation.evidence.sourceType'),
              t('optimisation.evidence.answers'),
            ]}
            numeric={1}
            testId="evidence-domains"
          >
            {e.domains.map((d) => (
              <Table.Tr key={d.domain}>
                <Table.Td style={wrapAnywhere}>{d.domain}</Table.Td>
                <Table.Td style={wrapAnywhere}>{t(`sourceTypes.${d.sourceType}`)}</Table.Td>
                <Table.Td ta="right">{count(d.answers)}</Table.Td>
              </Table.Tr>
            ))}
          </EvidenceTable>
        )}
      </EvidenceSection>
    </Stack>
  );
}

function OutreachDomainEvidence({ r }: { r: OutreachDomainRecommendation }) {
  const { t } = useTranslation();
  const e = r.evidence;
  return (
    <Stack gap="sm">
      <StatGrid>
        <Stat label={t('optimisation.evidence.sourceType')} value={t(`sourceTypes.${e.sourceType}`)} />
        <Stat label={t('optimisation.evidence.answersCiting')} value={count(e.answersCiting)} />
        <Stat
          label={t('optimisation.evidence.withCompetitor')}
          value={count(e.answersWithCompetitor)}
          detail={percent(e.answersCiting > 0 ? e.answersWithCompetitor / e.answersCiting : null)}
        />
        <Stat label={t('optimisation.evidence.withBrand')} value={count(e.answersWithBrand)} />
        <Stat label={t('optimisation.evidence.citations')} value={count(e.citations)} />
      </StatGrid>
      <EvidenceSection title={t('optimisation.evidence.engines')}>
        <Group gap="md">
          {e.engines.map((engine) => (
            <EngineLabel key={engine} engine={engine} />
          ))}
        </Group>
      </EvidenceSection>
    </Stack>
  );
}
