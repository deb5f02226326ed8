/**
 * Answer-analysis accuracy on the hand-labelled evaluation set (packages/core/eval/answers: every engine's stored
 * answer format, several languages, half Korean): mention precision / recall / F1, count, brand order, citation
 * domain, source type and content type, sentiment sign and prompt intent, overall, per language and per engine,
 * next to the bars of issue 14 (docs/features/benchmarks.md, Accuracy). It measures; it does not fail (exit
 * code 0).
 *
 * Run: npm run bench:accuracy [-- --failures] [-- --unresolved] [-- --set NAME]
 *   --failures    also list every disagreement (id, field, expected, got) and the most common kinds of failure
 *   --unresolved  analyze Gemini citations as stored before collection resolved grounding redirects (redirect
 *                 link + the site in the chunk title, as when a redirect does not resolve); by default, with the
 *                 page each redirect leads to (the labels' `resolvedUrl`), as collection stores it now
 *   --set NAME    the folder of packages/core/eval to measure (default `answers`, the main set):
 *                 `holdout`  held-out answers written after the analysis rules were tuned on the main set;
 *                 `blind`    42 answers (28 Korean) labelled by a writer who never read the rules (issue 40): Naver's
 *                            and Daum's sites, vendors' own blogs, site names as Gemini titles, listicles that
 *                            call themselves comparisons, praise given as reasons, news of fines and leaks
 *                 `fresh`    a second held-out set written blind, after the rules were tuned on both others:
 *                            how well the rules generalise
 */

import { join } from 'node:path';
import { engineIds } from '@sightline/contracts/constants';
import {
  evaluationAnswersDir,
  evaluationLanguages,
  loadEvaluationSet,
} from '../packages/core/eval/eval-item.ts';
import {
  formatDenominators,
  formatFailureKinds,
  formatFailures,
  formatTable,
  type GroupSummary,
  summarize,
} from './lib/accuracy-report.ts';
import { type ItemScore, scoreItem } from './lib/accuracy-score.ts';

/** The evaluation sets, one folder each under packages/core/eval. */
const setNames = ['answers', 'holdout', 'fresh', 'blind'];
const known = new Set(['--failures', '--unresolved', '--set', ...setNames]);
const args = process.argv.slice(2);
for (const arg of args) if (!known.has(arg)) console.warn(`ignoring unknown option ${arg}`);
const setName = args.includes('--set') ? (args[args.indexOf('--set') + 1] ?? 'answers') : 'answers';
if (!setNames.includes(setName)) throw new Error(`--set takes one of ${setNames.join(', ')}`);
const showFailures = args.includes('--failures');
const resolvedRedirects = !args.includes('--unresolved');

/** One summary per value of `key` that occurs, in `order`. */
function groupsBy(
  scores: readonly ItemScore[],
  order: readonly string[],
  key: (score: ItemScore) => string,
): GroupSummary[] {
  return order
    .map((value) =>
      summarize(
        value,
        scores.filter((s) => key(s) === value),
      ),
    )
    .filter((group) => group.items > 0);
}

function main(): void {
  const items = loadEvaluationSet(join(evaluationAnswersDir, '..', setName));
  const started = performance.now();
  const scores = items.map((item) => scoreItem(item, { resolvedRedirects }));
  const ms = performance.now() - started;
  const overall = summarize('overall', scores);

  const out: string[] = [
    `Answer-analysis accuracy: ${items.length} labelled answers (packages/core/eval/${setName}), ` +
      `Gemini citations ${resolvedRedirects ? 'with resolved redirects' : 'as stored (redirect + title)'}; ` +
      `analyzed in ${ms.toFixed(0)} ms`,
    '',
    ...formatTable(
      'by language',
      [overall, ...groupsBy(scores, evaluationLanguages, (s) => s.language)],
      true,
    ),
    '',
    ...formatTable('by engine', [overall, ...groupsBy(scores, engineIds, (s) => s.engine)], false),
    '',
    formatDenominators(overall),
  ];
  if (showFailures) {
    const failures = scores.flatMap((s) => s.failures);
    out.push('', `Failures (${failures.length}):`, ...formatFailures(failures));
    out.push('', 'Most common kinds of failure:', ...formatFailureKinds(failures));
  }
  console.log(out.join('\n'));
}

main();
