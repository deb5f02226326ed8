/**
 * Sums item scores by group and prints them as text tables with the accuracy bars of issue 14
 * (docs/features/benchmarks.md, Accuracy), plus the failure listing of `bench:accuracy --failures`.
 */
import {
  type AccuracyField,
  accuracyFields,
  type Failure,
  type ItemScore,
  type Tally,
} from './accuracy-score.ts';

export interface GroupSummary {
  label: string;
  items: number;
  found: number;
  spurious: number;
  missed: number;
  tallies: Record<AccuracyField, Tally>;
}

type Column = 'precision' | 'recall' | 'f1' | AccuracyField;

const columns: ReadonlyArray<{ key: Column; title: string }> = [
  { key: 'precision', title: 'mention P' },
  { key: 'recall', title: 'mention R' },
  { key: 'f1', title: 'mention F1' },
  { key: 'count', title: 'count' },
  { key: 'order', title: 'order' },
  { key: 'domain', title: 'domain' },
  { key: 'sourceType', title: 'source type' },
  { key: 'contentType', title: 'content type' },
  { key: 'sentiment', title: 'sentiment' },
  { key: 'intent', title: 'intent' },
];

/** The bars of issue 14's "Done when" (per language); mention precision, recall and order have none of their own. */
export const accuracyBars: Partial<Record<Column, number>> = {
  f1: 0.97,
  count: 0.95,
  domain: 0.98,
  sourceType: 0.9,
  contentType: 0.85,
  sentiment: 0.85,
  intent: 0.9,
};

export function summarize(label: string, scores: readonly ItemScore[]): GroupSummary {
  const summary: GroupSummary = {
    label,
    items: scores.length,
    found: 0,
    spurious: 0,
    missed: 0,
    tallies: Object.fromEntries(
      accuracyFields.map((f) => [f, { correct: 0, total: 0 }]),
    ) as GroupSummary['tallies'],
  };
  for (const score of scores) {
    summary.found += score.mentions.found;
    summary.spurious += score.mentions.spurious;
    summary.missed += score.mentions.missed;
    for (const field of accuracyFields) {
      summary.tallies[field].correct += score.tallies[field].correct;
      summary.tallies[field].total += score.tallies[field].total;
    }
  }
  return summary;
}

/** A column's value for a group; undefined when it has nothing to measure. */
export function columnValue(summary: GroupSummary, column: Column): number | undefined {
  const reported = summary.found + summary.spurious;
  const labelled = summary.found + summary.missed;
  const ratio = (a: number, b: number) => (b === 0 ? undefined : a / b);
  if (column === 'precision') return ratio(summary.found, reported);
  if (column === 'recall') return ratio(summary.found, labelled);
  if (column === 'f1') return ratio(2 * summary.found, reported + labelled);
  return ratio(summary.tallies[column].correct, summary.tallies[column].total);
}

const cellWidth = 13;
const labelWidth = 19;

function cell(summary: GroupSummary, column: Column, marked: boolean): string {
  const value = columnValue(summary, column);
  if (value === undefined) return '—'.padEnd(cellWidth);
  const bar = accuracyBars[column];
  const mark = marked && bar !== undefined ? (value >= bar ? ' ok' : ' below') : '';
  return `${value.toFixed(3)}${mark}`.padEnd(cellWidth);
}

/** A table of groups (rows) × measures (columns); `marked` adds "ok"/"below" against the bars. */
export function formatTable(title: string, groups: readonly GroupSummary[], marked: boolean): string[] {
  const header = `${title.padEnd(labelWidth)}${'n'.padStart(4)}  ${columns.map((c) => c.title.padEnd(cellWidth)).join('')}`;
  const bars = `${'bar'.padEnd(labelWidth)}${''.padStart(4)}  ${columns
    .map((c) => {
      const bar = accuracyBars[c.key];
      return (bar === undefined ? '' : `≥ ${bar.toFixed(2)}`).padEnd(cellWidth);
    })
    .join('')}`;
  const rows = groups.map(
    (g) =>
      `${g.label.padEnd(labelWidth)}${String(g.items).padStart(4)}  ${columns.map((c) => cell(g, c.key, marked)).join('')}`,
  );
  return [header, bars, ...rows].map((line) => line.trimEnd());
}

/** What each overall figure is a share of, so the sample sizes are in the output. */
export function formatDenominators(overall: GroupSummary): string {
  const t = overall.tallies;
  return (
    `n: ${overall.items} answers; mentions ${overall.found + overall.missed} labelled, ` +
    `${overall.found + overall.spurious} reported, ${overall.found} found (count and sentiment are over found ` +
    `mentions); ${t.domain.total} labelled citations; order and intent per answer`
  );
}

/** Every failure, one per line: id, field, expected, got. */
export function formatFailures(failures: readonly Failure[]): string[] {
  const idWidth = Math.max(4, ...failures.map((f) => f.id.length)) + 2;
  const fieldWidth = Math.min(60, Math.max(5, ...failures.map((f) => f.field.length))) + 2;
  const expectedWidth = Math.min(40, Math.max(8, ...failures.map((f) => f.expected.length))) + 2;
  const line = (id: string, field: string, expected: string, got: string) =>
    `${id.padEnd(idWidth)}${field.padEnd(fieldWidth)}${expected.padEnd(expectedWidth)}${got}`.trimEnd();
  return [
    line('id', 'field', 'expected', 'got'),
    ...failures.map((f) => line(f.id, f.field, f.expected, f.got)),
  ];
}

/** Failure kinds by frequency, most common first. */
export function formatFailureKinds(failures: readonly Failure[], limit = 20): string[] {
  const counts = new Map<string, number>();
  for (const f of failures) counts.set(f.kind, (counts.get(f.kind) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([kind, n]) => `${String(n).padStart(4)}  ${kind}`);
}
