import type { AlertCompleteness, AlertCondition, AlertFacts } from '@sightline/contracts';
import { daysEndingWith } from '@sightline/core';
import { countRuleWindows, type Database, findCollectDays } from '@sightline/db';
import { evaluateRule } from './evaluate-rule.ts';
import { windowCompleteness } from './window-completeness.ts';

/** What a rule follows: a watch's hits of its engines' answers, or the answers naming a tracked brand. */
export type RuleSubject = { watchId: number; engines: readonly string[] } | { brandKey: string };

export interface RuleJudgement {
  fires: boolean;
  pending: boolean;
  facts: AlertFacts & { completeness: AlertCompleteness };
}

/**
 * A rule judged on the `windowDays` local days ending with `to` (and as many before, which `change`, `appears` and
 * `disappears` compare with): the counts, and how complete the days it reads are — `below` and `above` read their
 * window only, the others both windows (docs/features/watches-alerts.md).
 */
export async function judgeRuleWindow(
  db: Database,
  projectId: number,
  rule: { condition: AlertCondition; threshold: number | null; subject: RuleSubject; subjectName: string },
  window: { to: string; windowDays: number },
): Promise<RuleJudgement> {
  const span = daysEndingWith(window.to, window.windowDays * 2);
  const days = {
    previousFrom: span[0]!,
    previousTo: span[window.windowDays - 1]!,
    from: span[window.windowDays]!,
    to: window.to,
  };
  const read =
    rule.condition === 'below' || rule.condition === 'above' ? span.slice(window.windowDays) : span;
  const [counts, collected] = await Promise.all([
    countRuleWindows(db, projectId, rule.subject, days),
    findCollectDays(db, projectId, { from: read[0]!, to: window.to }),
  ]);
  const completeness = windowCompleteness(read, collected.firstDay, collected.days, collected.lastCollectDay);
  return evaluateRule(
    rule,
    counts,
    { subject: rule.subjectName, from: days.from, to: days.to },
    completeness,
  );
}
