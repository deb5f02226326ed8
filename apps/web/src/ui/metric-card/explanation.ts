import type { RatioBasis, RatioUnit } from '@sightline/contracts';
import type { TFunction } from 'i18next';
import { count, decimal } from '../../lib/format.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { registerMetricCardStrings } from './metric-card-strings.ts';

registerMetricCardStrings(i18n);

/**
 * What the line under a number says, taken as the API returned it with the value (docs/features/metrics.md,
 * Explanations): a rate's numerator and denominator in their units, the answers a mean is over, or the tone counts of
 * a sentiment score. Never recomputed here.
 */
export type MetricExplanation =
  | { kind: 'ratio'; basis: RatioBasis }
  | { kind: 'mean'; answers: number }
  | { kind: 'sentiment'; answers: number; positive: number; neutral: number; negative: number };

/** A count in its unit: whole numbers, except impression (a sum of fractions of answers), shown with one decimal. */
export const basisAmount = (value: number, unit: RatioUnit) =>
  unit === 'impression' ? decimal(value, 1) : count(value);

/** The explanation as one line in the interface language ("66 of 1,079 answers"). */
export function explanationText(t: TFunction, explanation: MetricExplanation): string {
  switch (explanation.kind) {
    case 'ratio': {
      const { numerator, denominator, numeratorUnit, denominatorUnit } = explanation.basis;
      return t(
        `metricCard.basis.${numeratorUnit}Of${capitalised(denominatorUnit)}` as 'metricCard.basis.answersOfAnswers',
        {
          numerator: basisAmount(numerator, numeratorUnit),
          denominator: basisAmount(denominator, denominatorUnit),
        },
      );
    }
    case 'mean':
      return t('metricCard.details.meanOver', { n: count(explanation.answers) });
    case 'sentiment':
      return t('metricCard.details.sentiment', {
        positive: count(explanation.positive),
        neutral: count(explanation.neutral),
        negative: count(explanation.negative),
      });
  }
}

/** The hint on a card's "n = …" line: what its denominator counts. */
export function denominatorHint(t: TFunction, explanation: MetricExplanation | null | undefined): string {
  if (!explanation) return t('metricCard.nHint');
  if (explanation.kind !== 'ratio') return t('metricCard.nHints.meanAnswers');
  return t(`metricCard.nHints.${explanation.basis.denominatorUnit}`);
}

const capitalised = (unit: RatioUnit) => `${unit[0]!.toUpperCase()}${unit.slice(1)}`;
