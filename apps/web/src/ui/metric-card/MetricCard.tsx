import { Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { minimumN } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { count, decimal, percent } from '../../lib/format.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useSimpleView } from '../report-detail/use-report-detail.ts';
import { denominatorHint, explanationText, type MetricExplanation } from './explanation.ts';
import { MetricChangeLine } from './MetricChangeLine.tsx';
import { registerMetricCardStrings } from './metric-card-strings.ts';
import { type Counts, type MetricChange, proportionChange, tooFewAnswers } from './metric-change.ts';

registerMetricCardStrings(i18n);

export type MetricKind = 'percent' | 'count' | 'decimal';

export interface MetricCardProps {
  label: string;
  /** The metric's definition, shown on hover. */
  hint?: string;
  kind: MetricKind;
  value: number | null;
  /** The answers behind the number (its denominator, or the answers it averages over). */
  n: number;
  /** The 95 % interval of a rate, drawn as "low–high" or "±margin". */
  interval?: { low: number | null; high: number | null } | null;
  intervalStyle?: 'range' | 'plus-minus';
  /** A proportion's counts now and in the previous period of the same length: the change is tested and marked. */
  proportion?: { current: Counts; previous: Counts | null };
  /**
   * A change the server already tested (`compare=previous`: delta, p value, significant; see server-change.ts):
   * marked like `proportion`'s, and used instead of it when both are given.
   */
  change?: MetricChange;
  /** A value that is not a proportion (an average, a count): its previous value is shown, never marked. */
  previousValue?: number | null;
  /** Whether below the minimum n the card says "not enough data" (rates and averages; not a plain count). */
  needsMinimumN?: boolean;
  /** Decimals of a `decimal` value (1 by default; 2 for a rank such as 1.31). */
  digits?: number;
  /** One more line of detail, for numbers without an API basis. */
  detail?: string;
  /** How the number was made, under its explanation (a tone: estimated by rules, or judged by a model). */
  method?: string | undefined;
  /**
   * The line explaining the number ("66 of 1,079 answers"), rendered from what the API returned with the value
   * (test id `metric-explanation`, with the raw numerator and denominator as data attributes).
   */
  explanation?: MetricExplanation | null;
  loading?: boolean;
  /** The previous period is still loading: the value shows, its change line is a skeleton. */
  changeLoading?: boolean;
  testId?: string;
  valueTestId?: string;
}

function formatMetric(kind: MetricKind, value: number | null, digits = 1): string {
  if (value === null) return '–';
  return kind === 'percent' ? percent(value) : kind === 'count' ? count(value) : decimal(value, digits);
}

/**
 * One number with what it rests on: the value, n, the 95 % interval, and the change against the previous period,
 * marked with an arrow and sign only when it is statistically significant. Below the minimum n for a ±10-point
 * interval it says "not enough data" instead of showing a number people would read too much into. The simple view
 * (ui/report-detail) leaves out n, the interval and the test, and keeps the marks, "not enough data" and the plain
 * explanation line ("66 of 1,079 answers").
 */
export function MetricCard(props: MetricCardProps) {
  const { t } = useTranslation();
  const simple = useSimpleView();
  const {
    label,
    hint,
    kind,
    value,
    n,
    interval,
    intervalStyle = 'range',
    loading,
    testId,
    valueTestId,
  } = props;
  if (loading) {
    return (
      <Card withBorder padding="md" data-testid={testId} aria-busy>
        <Skeleton h={14} w="60%" mb={10} />
        <Skeleton h={30} w="45%" mb={10} />
        <Skeleton h={12} w="80%" mb={6} />
        <Skeleton h={12} w="50%" />
      </Card>
    );
  }
  const notEnough = (props.needsMinimumN ?? kind !== 'count') && tooFewAnswers(n);
  const hasInterval = interval && interval.low !== null && interval.high !== null;
  return (
    <Card
      withBorder
      padding="md"
      data-testid={testId}
      data-state={notEnough ? 'not-enough-data' : 'ok'}
      title={hint}
    >
      <Stack gap={4}>
        <Text size="xs" c="dimmed" fw={500}>
          {label}
        </Text>
        {notEnough ? (
          <>
            <Text fz="lg" fw={700} c="dimmed" data-testid="metric-not-enough">
              {t('metricCard.notEnoughData')}
            </Text>
            <Text size="xs" c="dimmed" data-testid={valueTestId}>
              {formatMetric(kind, value, props.digits)}
            </Text>
            {props.explanation && <ExplanationLine explanation={props.explanation} />}
            {!simple && (
              <Text size="xs" c="dimmed" data-testid="metric-n">
                {t('metricCard.notEnoughDataHint', { n: count(n), minimum: count(minimumN) })}
              </Text>
            )}
          </>
        ) : (
          <>
            <Text
              fz={28}
              fw={700}
              lh={1.15}
              style={{ fontVariantNumeric: 'tabular-nums' }}
              data-testid={valueTestId}
            >
              {formatMetric(kind, value, props.digits)}
            </Text>
            {!simple && (
              <Group gap={8} wrap="wrap">
                {kind !== 'count' && (
                  <Text
                    size="xs"
                    c="dimmed"
                    title={denominatorHint(t, props.explanation)}
                    data-testid="metric-n"
                  >
                    {t('metricCard.n', { n: count(n) })}
                  </Text>
                )}
                {hasInterval && (
                  <Text size="xs" c="dimmed" data-testid="metric-interval">
                    {intervalStyle === 'range'
                      ? t('metricCard.interval', { low: percent(interval.low), high: percent(interval.high) })
                      : t('metricCard.plusMinus', {
                          margin: percent(((interval.high ?? 0) - (interval.low ?? 0)) / 2),
                        })}
                  </Text>
                )}
              </Group>
            )}
            {props.explanation ? (
              <ExplanationLine explanation={props.explanation} />
            ) : (
              props.detail && (
                <Text size="xs" c="dimmed">
                  {props.detail}
                </Text>
              )
            )}
            {props.changeLoading ? (
              <Skeleton h={12} w="55%" mt={4} data-testid="metric-change-loading" />
            ) : props.change ? (
              <MetricChangeLine change={props.change} />
            ) : props.proportion ? (
              <MetricChangeLine
                change={proportionChange(props.proportion.current, props.proportion.previous)}
              />
            ) : props.previousValue !== undefined ? (
              <Text size="xs" c="dimmed" title={kind === 'decimal' ? t('metricCard.notTested') : undefined}>
                {t('metricCard.previous', {
                  previous: formatMetric(kind, props.previousValue, props.digits),
                })}
              </Text>
            ) : null}
          </>
        )}
        {props.method && (
          <Text size="xs" c="dimmed" fs="italic" data-testid="metric-method">
            {props.method}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** The line under a number, from what the API returned with it (raw numerator and denominator as data attributes). */
function ExplanationLine({ explanation }: { explanation: MetricExplanation }) {
  const { t } = useTranslation();
  return (
    <Text
      size="xs"
      c="dimmed"
      data-testid="metric-explanation"
      {...(explanation.kind === 'ratio'
        ? {
            'data-numerator': explanation.basis.numerator,
            'data-denominator': explanation.basis.denominator,
            'data-unit': explanation.basis.denominatorUnit,
          }
        : {})}
    >
      {explanationText(t, explanation)}
    </Text>
  );
}
