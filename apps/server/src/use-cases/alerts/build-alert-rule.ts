import { type AlertRule, AlertRuleCheck } from '@sightline/contracts';
import type { AlertRuleRow, TrackedBrand } from '@sightline/db';

/** A rule as the API shows it, its brand named, with what its last check said (when it was checked). */
export function buildAlertRule(
  row: AlertRuleRow,
  brands: readonly TrackedBrand[],
  lastFiredDay: string | null,
): AlertRule {
  return {
    documentId: row.documentId,
    name: row.name,
    watch: row.watch ? { documentId: row.watch.documentId, name: row.watch.name } : null,
    brand: row.brandKey
      ? { key: row.brandKey, name: brands.find((b) => b.key === row.brandKey)?.name ?? row.brandKey }
      : null,
    condition: row.condition,
    threshold: row.threshold,
    windowDays: row.windowDays,
    active: row.active,
    lastFiredDay,
    lastCheck: AlertRuleCheck.safeParse(row.lastCheck).data ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
