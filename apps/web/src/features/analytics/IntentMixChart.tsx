import type { PromptEngineTable } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { count, percent } from '../../lib/format.ts';
import { ChartCard } from '../../ui/charts/ChartCard.tsx';
import type { DonutSlice } from '../../ui/charts/DonutChart.tsx';
import { LazyDonutChart } from '../../ui/charts/lazy-charts.ts';
import { type IntentCount, intentMix } from './intent-mix.ts';

/** One shade per intent (not a brand colour: this chart is about prompts, not brands). */
const intentColors: Record<IntentCount['intent'], string> = {
  informational: 'indigo.7',
  commercial: 'orange.5',
  transactional: 'teal.5',
  navigational: 'gray.6',
  none: 'gray.3',
};

/** The intent mix of the prompts that match the filters: prompts per intent, those set by hand in the tooltip. */
export function IntentMixChart({
  table,
  loading,
}: {
  table: PromptEngineTable | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const mix = intentMix((table?.rows ?? []).map((row) => row.prompt));
  const total = mix.reduce((sum, entry) => sum + entry.prompts, 0);
  const slices: DonutSlice[] = mix.map((entry) => ({
    key: entry.intent,
    label: `${t(`projects.intents.${entry.intent}`)} · ${count(entry.prompts)}`,
    color: intentColors[entry.intent],
    value: entry.prompts,
    detail: `${percent(total ? entry.prompts / total : null)} · ${t('analytics.manual')} ${count(entry.manual)}`,
  }));
  return (
    <ChartCard
      testId="chart-intent-mix"
      title={t('analytics.intentMix')}
      description={t('analytics.intentMixHint')}
      unit={t('analytics.promptCount')}
      legend={slices.map(({ key, label, color }) => ({ key, label, color }))}
      loading={loading}
      emptyReason={table && total === 0 ? t('analytics.intentMixEmpty') : null}
      link={{ href: '#prompt-intents', label: t('charts.showTable') }}
    >
      <LazyDonutChart
        slices={slices}
        valueKind="count"
        centerLabel={t('analytics.prompts', { n: count(total) })}
      />
    </ChartCard>
  );
}
