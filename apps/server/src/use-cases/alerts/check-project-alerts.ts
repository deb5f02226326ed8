import type { AlertFacts, Locale } from '@sightline/contracts';
import { daysEndingWith, localDay } from '@sightline/core';
import {
  type AlertRuleRow,
  claimAlertEvent,
  countRuleWindows,
  findAnalyticsProject,
  findProjectLabel,
  insertNotifications,
  listAlertRecipients,
  listProjectAlertRules,
  releaseAlertEvent,
} from '@sightline/db';
import { alertMailTexts } from '../../mail/alert-mail.ts';
import type { Services } from '../../services.ts';
import { evaluateRule } from './evaluate-rule.ts';

/** The screen with a rule's evidence over its window. */
function evidencePath(rule: AlertRuleRow, from: string, to: string): string {
  const range = `from=${from}&to=${to}`;
  return rule.watch ? `/projects/watches/${rule.watch.documentId}?${range}` : `/projects/tracking?${range}`;
}

/**
 * Checks a project's active alert rules against today's window (local days of the project's timezone) after a
 * collect finished. A rule that fires claims its alert of the day first, so however many collects finish that day,
 * or processes check, it is delivered once: a notification to every member who wants them in the app, and a mail,
 * in their language, to every member who wants them by e-mail. A delivery that fails gives the claim back (the next
 * check tries again) and is logged. The rules that fired and were delivered now.
 */
export async function checkProjectAlerts(
  services: Services,
  projectId: number,
  now = new Date(),
): Promise<string[]> {
  const { db } = services;
  const rules = (await listProjectAlertRules(db, projectId)).filter((r) => r.active);
  if (rules.length === 0) return [];
  const [analytics, project] = await Promise.all([
    findAnalyticsProject(db, projectId),
    findProjectLabel(db, projectId),
  ]);
  if (!analytics || !project) return [];
  const today = localDay(now, analytics.timezone);
  const brands = analytics.brands;
  const delivered: string[] = [];
  for (const rule of rules) {
    const span = daysEndingWith(today, rule.windowDays * 2);
    const days = {
      previousFrom: span[0]!,
      previousTo: span[rule.windowDays - 1]!,
      from: span[rule.windowDays]!,
      to: today,
    };
    const subject = rule.watch
      ? { watchId: rule.watchId!, engines: rule.watch.engines }
      : { brandKey: rule.brandKey! };
    const counts = await countRuleWindows(db, projectId, subject, days);
    const subjectName =
      rule.watch?.name ?? brands.find((b) => b.key === rule.brandKey)?.name ?? rule.brandKey!;
    const verdict = evaluateRule(rule, counts, { subject: subjectName, from: days.from, to: days.to });
    if (!verdict.fires) continue;
    const claimed = await claimAlertEvent(db, {
      ruleId: rule.id,
      day: today,
      organizationId: rule.organizationId,
      projectId,
      facts: verdict.facts,
    });
    if (!claimed) continue;
    try {
      await deliverAlert(services, rule, project, verdict.facts, evidencePath(rule, days.from, days.to));
      delivered.push(rule.documentId);
    } catch (error) {
      await releaseAlertEvent(db, rule.id, today);
      services.logger.error({ err: error, ruleId: rule.id }, 'an alert could not be delivered');
    }
  }
  return delivered;
}

async function deliverAlert(
  services: Services,
  rule: AlertRuleRow,
  project: { documentId: string; name: string },
  facts: AlertFacts,
  path: string,
): Promise<void> {
  const recipients = await listAlertRecipients(services.db, rule.organizationId);
  const alert = { rule: rule.name, project, path, facts };
  await insertNotifications(
    services.db,
    recipients
      .filter((r) => r.inApp)
      .map((r) => ({ organizationId: rule.organizationId, userId: r.userId, kind: 'alert', payload: alert })),
  );
  const url = `${services.config.publicUrl}${path}`;
  for (const recipient of recipients.filter((r) => r.emailAlerts)) {
    const texts = alertMailTexts[recipient.locale as Locale] ?? alertMailTexts.ko;
    const mail = { rule: rule.name, project: project.name, facts, url };
    await services.mailer.send({ to: recipient.email, subject: texts.subject(mail), text: texts.text(mail) });
  }
  services.logger.info({ ruleId: rule.id, recipients: recipients.length }, 'alert delivered');
}
