import type { AlertRuleRow, TrackedBrand } from '@sightline/db';
import type { RuleSubject } from './judge-rule-window.ts';

/** What a rule counts (a watch's hits on its engines, or a brand's mentions) and its name in alerts. */
export function ruleSubject(
  rule: AlertRuleRow,
  brands: readonly TrackedBrand[],
): { subject: RuleSubject; subjectName: string } {
  return {
    subject: rule.watch
      ? { watchId: rule.watchId!, engines: rule.watch.engines }
      : { brandKey: rule.brandKey! },
    subjectName: rule.watch?.name ?? brands.find((b) => b.key === rule.brandKey)?.name ?? rule.brandKey!,
  };
}

/** The screen with a rule's evidence over a window: the watch, or tracking (its brands' visibility). */
export function evidencePath(rule: AlertRuleRow, from: string, to: string): string {
  const range = `from=${from}&to=${to}`;
  return rule.watch ? `/projects/watches/${rule.watch.documentId}?${range}` : `/projects/tracking?${range}`;
}
