import { Stack, Text } from '@mantine/core';
import type {
  EngineGapRecommendation,
  OptimisationMeta,
  OwnedPageDropRecommendation,
} from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { engineName, localDate } from '../../lib/format.ts';
import { ownBrandColor } from '../../ui/brand-colors.ts';
import { ChangeLine, EvidenceSection, RateBar, Stat, StatGrid, wrapAnywhere } from './EvidenceParts.tsx';

const period = (from: string, to: string) => `${localDate(from)} – ${localDate(to)}`;

/** An owned page's rate of answers citing it, in the range and in the period before, with the test. */
export function OwnedPageDropEvidence({
  r,
  meta,
}: {
  r: OwnedPageDropRecommendation;
  meta: Pick<OptimisationMeta, 'from' | 'to' | 'previousFrom' | 'previousTo'>;
}) {
  const { t } = useTranslation();
  const e = r.evidence;
  return (
    <Stack gap="sm">
      <StatGrid>
        <Stat
          label={t('optimisation.evidence.page')}
          value={<span style={wrapAnywhere}>{r.subject.url}</span>}
        />
        <Stat
          label={t('optimisation.evidence.contentType')}
          value={t(`contentTypes.${r.subject.contentType}`)}
        />
      </StatGrid>
      <EvidenceSection title={t('optimisation.evidence.rate')}>
        <RateBar
          label={
            <>
              {t('optimisation.evidence.before')}{' '}
              <Text span size="xs" c="dimmed">
                {period(meta.previousFrom, meta.previousTo)}
              </Text>
            </>
          }
          rate={e.before}
          color="gray.6"
          testId="evidence-rate-before"
        />
        <RateBar
          label={
            <>
              {t('optimisation.evidence.now')}{' '}
              <Text span size="xs" c="dimmed">
                {period(meta.from, meta.to)}
              </Text>
            </>
          }
          rate={e.now}
          color="red.6"
          testId="evidence-rate-now"
        />
        <ChangeLine delta={e.test.delta} p={e.test.pValue} />
      </EvidenceSection>
    </Stack>
  );
}

/** The brand's visibility on the engine against every other engine together, with the test. */
export function EngineGapEvidence({ r }: { r: EngineGapRecommendation }) {
  const { t } = useTranslation();
  const e = r.evidence;
  return (
    <EvidenceSection title={t('optimisation.evidence.visibility')}>
      <RateBar
        label={t('optimisation.evidence.elsewhere')}
        rate={e.elsewhere}
        color={ownBrandColor}
        testId="evidence-rate-elsewhere"
      />
      <RateBar
        label={engineName(t, r.subject.engine)}
        rate={e.engine}
        color="cyan.6"
        testId="evidence-rate-engine"
      />
      <ChangeLine delta={e.test.delta} p={e.test.pValue} />
    </EvidenceSection>
  );
}
