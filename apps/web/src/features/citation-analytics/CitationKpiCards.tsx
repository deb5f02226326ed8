import { SimpleGrid } from '@mantine/core';
import type { CitationAnalytics } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { MetricCard } from '../../ui/metric-card/MetricCard.tsx';
import { serverChange } from '../../ui/metric-card/server-change.ts';

/**
 * The three owned citation numbers of the range (docs/features/metrics.md, Owned citations), each with its n and
 * its change against the period before: the rate (over answers, with its Wilson interval and tested change), the
 * share (over citations, tested), and the impression share (a share of sums: its previous value, untested). Test
 * ids `citations-kpi-{rate,share,impression}` and their `-value`.
 */
export function CitationKpiCards({
  data,
  loading,
}: {
  data: CitationAnalytics | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const rate = data?.citationRate;
  const share = data?.citationShare;
  const impression = data?.impressionShare;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <MetricCard
        loading={loading}
        testId="citations-kpi-rate"
        valueTestId="citations-kpi-rate-value"
        label={t('citationAnalytics.kpis.rate')}
        hint={t('citationAnalytics.kpis.rateHint')}
        kind="percent"
        value={rate?.value ?? null}
        n={rate?.n ?? 0}
        interval={rate ? { low: rate.low, high: rate.high } : null}
        explanation={rate ? { kind: 'ratio', basis: rate.basis } : null}
        change={serverChange(rate?.change)}
      />
      <MetricCard
        loading={loading}
        testId="citations-kpi-share"
        valueTestId="citations-kpi-share-value"
        label={t('citationAnalytics.kpis.share')}
        hint={t('citationAnalytics.kpis.shareHint')}
        kind="percent"
        value={share?.value ?? null}
        n={share?.basis.denominator ?? 0}
        explanation={share ? { kind: 'ratio', basis: share.basis } : null}
        change={serverChange(share?.change)}
      />
      <MetricCard
        loading={loading}
        testId="citations-kpi-impression"
        valueTestId="citations-kpi-impression-value"
        label={t('citationAnalytics.kpis.impression')}
        hint={t('citationAnalytics.kpis.impressionHint')}
        kind="percent"
        value={impression?.value ?? null}
        n={impression?.basis.denominator ?? 0}
        explanation={impression ? { kind: 'ratio', basis: impression.basis } : null}
        {...(impression?.change.previous == null
          ? { change: { kind: 'no-previous' as const } }
          : { previousValue: impression.change.previous })}
      />
    </SimpleGrid>
  );
}
