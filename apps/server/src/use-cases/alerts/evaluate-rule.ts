import type { AlertCompleteness, AlertCondition, AlertFacts } from '@sightline/contracts';
import { ratio, twoProportionZTest } from '@sightline/core';
import type { WindowCount } from '@sightline/db';
import { isComplete } from './window-completeness.ts';

/**
 * Whether a rule fires on its window's counts, and what it saw. A rule is judged only on complete evidence: while
 * a day it reads is not complete (`completeness`: its window, and the window before for `change`, `appears` and
 * `disappears`) it is pending and does not fire. `below`/`above`: the window's rate against the threshold (no
 * answers, no rate: it does not fire); `change`: the pooled two-proportion test against the window before,
 * significant at 95 %; `appears`: successes now after none before; `disappears`: none now (of some answers) after
 * some before.
 */
export function evaluateRule(
  rule: { condition: AlertCondition; threshold: number | null },
  counts: { now: WindowCount; before: WindowCount },
  window: { subject: string; from: string; to: string },
  completeness: AlertCompleteness,
): { fires: boolean; pending: boolean; facts: AlertFacts & { completeness: AlertCompleteness } } {
  const { now, before } = counts;
  const rate = ratio(Math.min(now.successes, now.n), now.n);
  const previousRate = ratio(Math.min(before.successes, before.n), before.n);
  const test = twoProportionZTest(
    Math.min(before.successes, before.n),
    before.n,
    Math.min(now.successes, now.n),
    now.n,
  );
  const threshold = rule.threshold;
  let fires = false;
  switch (rule.condition) {
    case 'below':
      fires = rate !== null && threshold !== null && rate < threshold;
      break;
    case 'above':
      fires = rate !== null && threshold !== null && rate > threshold;
      break;
    case 'change':
      fires = test?.significant ?? false;
      break;
    case 'appears':
      fires = now.successes > 0 && before.successes === 0;
      break;
    case 'disappears':
      fires = now.successes === 0 && now.n > 0 && before.successes > 0;
      break;
  }
  const pending = !isComplete(completeness);
  return {
    fires: fires && !pending,
    pending,
    facts: {
      condition: rule.condition,
      subject: window.subject,
      from: window.from,
      to: window.to,
      successes: now.successes,
      n: now.n,
      rate,
      previousSuccesses: before.successes,
      previousN: before.n,
      previousRate,
      threshold,
      pValue: test ? Math.min(1, Math.max(0, test.pValue)) : null,
      completeness,
    },
  };
}
