import type { AlertFacts, Locale } from '@sightline/contracts';

const numberLocale = (locale: Locale) => (locale === 'ko' ? 'ko-KR' : 'en-US');

/** A rate as a percent with at most one decimal ("53.9%"), or a dash when there is none. */
export const mailPercent = (value: number | null, locale: Locale) =>
  value === null
    ? '—'
    : new Intl.NumberFormat(numberLocale(locale), { style: 'percent', maximumFractionDigits: 1 }).format(
        value,
      );

/** A count with the locale's grouping ("1,079"). */
export const mailCount = (value: number, locale: Locale) =>
  new Intl.NumberFormat(numberLocale(locale)).format(value);

/**
 * The window and the evidence it stood on: "2026-11-22 to 2026-11-28: 53.9% (582 of 1,079 answers); 7 of 7 days
 * collected", naming the days without any collect. An alert sent before completeness was recorded has no
 * completeness to show.
 */
export function windowLine(facts: AlertFacts, locale: Locale): string {
  const c = facts.completeness;
  const n = mailCount(facts.n, locale);
  const successes = mailCount(facts.successes, locale);
  const rate = mailPercent(facts.rate, locale);
  if (locale === 'ko') {
    const missed = c?.daysMissed ? `(그중 ${c.daysMissed}일은 수집 없음)` : '';
    const collected = c ? `; ${c.days}일 중 ${c.daysComplete}일 수집 완료${missed}` : '';
    return `${facts.from} ~ ${facts.to}: ${rate} (답변 ${n}개 중 ${successes}개)${collected}`;
  }
  const missed = c?.daysMissed ? ` (${c.daysMissed} of them without a collect)` : '';
  const collected = c ? `; ${c.daysComplete} of ${c.days} days collected${missed}` : '';
  return `${facts.from} to ${facts.to}: ${rate} (${successes} of ${n} answers)${collected}`;
}
