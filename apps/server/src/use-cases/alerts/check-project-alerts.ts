import type { AlertRuleCheck } from '@sightline/contracts';
import { localDay } from '@sightline/core';
import {
  findAnalyticsProject,
  findProjectLabel,
  listProjectAlertRules,
  releaseAlertEvent,
  saveAlertRuleCheck,
} from '@sightline/db';
import type { Services } from '../../services.ts';
import { deliverAlert } from './deliver-alert.ts';
import { judgeRuleWindow } from './judge-rule-window.ts';
import { evidencePath, ruleSubject } from './rule-subject.ts';
import { withdrawOutdatedAlerts } from './withdraw-outdated-alerts.ts';

/**
 * Checks a project's active alert rules against today's window (local days of the project's timezone) after a
 * collect finished, or a re-analysis. A rule is judged only on complete evidence: while a day it reads still has a
 * run to end (or no collect yet) it is pending (docs/features/watches-alerts.md). A rule that fires claims its alert
 * of the day first, so however many collects finish that day, or processes check, it is delivered once: a
 * notification to every member who wants them in the app, and a mail, in their language, to every member who wants
 * them by e-mail. A delivery that fails gives the claim back (the next check tries again) and is logged. Each rule
 * keeps what this check said (fired, pending, quiet). Then the project's recent alerts are judged again and those the
 * data no longer bears out are withdrawn. What was delivered and withdrawn now.
 */
export async function checkProjectAlerts(
  services: Services,
  projectId: number,
  now = new Date(),
): Promise<{ delivered: string[]; withdrawn: string[] }> {
  const { db } = services;
  const rules = await listProjectAlertRules(db, projectId);
  if (rules.length === 0) return { delivered: [], withdrawn: [] };
  const [analytics, project] = await Promise.all([
    findAnalyticsProject(db, projectId),
    findProjectLabel(db, projectId),
  ]);
  if (!analytics || !project) return { delivered: [], withdrawn: [] };
  const today = localDay(now, analytics.timezone);
  const brands = analytics.brands;
  const delivered: string[] = [];
  const justFired = new Set<number>();
  for (const rule of rules.filter((r) => r.active)) {
    const judged = await judgeRuleWindow(
      db,
      projectId,
      { condition: rule.condition, threshold: rule.threshold, ...ruleSubject(rule, brands) },
      { to: today, windowDays: rule.windowDays },
    );
    const check: AlertRuleCheck = {
      state: judged.pending ? 'pending' : judged.fires ? 'fired' : 'quiet',
      checkedAt: now.toISOString(),
      completeness: judged.facts.completeness,
    };
    // The check and the day's alert in one transaction: a fired check never reads without its fired day.
    const claimed = await saveAlertRuleCheck(
      db,
      rule.id,
      check,
      judged.fires
        ? { day: today, organizationId: rule.organizationId, projectId, facts: judged.facts }
        : undefined,
    );
    if (!claimed) continue;
    justFired.add(rule.id);
    try {
      const path = evidencePath(rule, judged.facts.from, judged.facts.to);
      await deliverAlert(services, rule, today, project, judged.facts, path);
      delivered.push(rule.documentId);
    } catch (error) {
      await releaseAlertEvent(db, rule.id, today);
      services.logger.error({ err: error, ruleId: rule.id }, 'an alert could not be delivered');
    }
  }
  const withdrawn = await withdrawOutdatedAlerts(services, {
    projectId,
    project,
    rules,
    brands,
    today,
    now,
    justFired,
  });
  return { delivered, withdrawn };
}
