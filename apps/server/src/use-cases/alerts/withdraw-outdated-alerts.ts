import { AlertFacts, type Locale } from '@sightline/contracts';
import { daysEndingWith } from '@sightline/core';
import {
  type AlertRuleRow,
  listAlertEventsToRecheck,
  listAlertRecipients,
  type TrackedBrand,
  withdrawAlertEvent,
} from '@sightline/db';
import { alertWithdrawalMailTexts } from '../../mail/alert-withdrawal-mail.ts';
import type { Services } from '../../services.ts';
import { judgeRuleWindow } from './judge-rule-window.ts';
import { evidencePath, ruleSubject } from './rule-subject.ts';

/** Alerts of this many local days (ending today) are judged again after each check. */
export const withdrawalDays = 14;

/** The number of local days from `from` to `to`, both included. */
const daysFromTo = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * Judges a project's alerts of the last `withdrawalDays` local days that stand again, each on its own window (the
 * days its facts name) with the condition and threshold it fired on: data that came later — runs that ended late, a
 * collect added to a day, a re-analysis — may have changed the counts. An alert whose window is complete and no
 * longer fires is withdrawn, once (docs/features/watches-alerts.md): the alert keeps the new numbers, its
 * notifications show them and are unread again, and the members who were mailed the alert (and still belong to the
 * organization) are mailed its withdrawal in their language. A window not complete again (a collect added to one of
 * its days still running) is left for a later check. The alerts withdrawn, as `ruleDocumentId:day`.
 */
export async function withdrawOutdatedAlerts(
  services: Services,
  context: {
    projectId: number;
    project: { documentId: string; name: string };
    rules: readonly AlertRuleRow[];
    brands: readonly TrackedBrand[];
    today: string;
    now: Date;
    /** Alerts claimed by this check (just judged on the same data). */
    justFired: ReadonlySet<number>;
  },
): Promise<string[]> {
  const { db } = services;
  const since = daysEndingWith(context.today, withdrawalDays)[0]!;
  const withdrawn: string[] = [];
  for (const event of await listAlertEventsToRecheck(db, context.projectId, since)) {
    const rule = context.rules.find((r) => r.id === event.ruleId);
    const facts = AlertFacts.safeParse(event.facts);
    if (!rule || !facts.success) continue;
    if (event.day === context.today && context.justFired.has(rule.id)) continue;
    const fired = facts.data;
    const judged = await judgeRuleWindow(
      db,
      context.projectId,
      { condition: fired.condition, threshold: fired.threshold, ...ruleSubject(rule, context.brands) },
      { to: fired.to, windowDays: daysFromTo(fired.from, fired.to) },
    );
    if (judged.pending || judged.fires) continue;
    const claimed = await withdrawAlertEvent(db, {
      ruleId: rule.id,
      day: event.day,
      facts: judged.facts,
      at: context.now,
    });
    if (!claimed) continue;
    withdrawn.push(`${rule.documentId}:${event.day}`);
    try {
      await mailWithdrawal(
        services,
        rule,
        context.project,
        event.day,
        fired,
        judged.facts,
        claimed.mailedUserIds,
      );
    } catch (error) {
      // The withdrawal stands (the bell shows it); a mail that could not be sent is not tried again.
      services.logger.error(
        { err: error, ruleId: rule.id, day: event.day },
        'an alert withdrawal could not be mailed',
      );
    }
  }
  return withdrawn;
}

async function mailWithdrawal(
  services: Services,
  rule: AlertRuleRow,
  project: { documentId: string; name: string },
  day: string,
  fired: AlertFacts,
  now: AlertFacts,
  mailedUserIds: readonly number[],
): Promise<void> {
  const mailed = new Set(mailedUserIds);
  const recipients = (await listAlertRecipients(services.db, rule.organizationId)).filter((r) =>
    mailed.has(r.userId),
  );
  const url = `${services.config.publicUrl}${evidencePath(rule, now.from, now.to)}`;
  for (const recipient of recipients) {
    const texts = alertWithdrawalMailTexts[recipient.locale as Locale] ?? alertWithdrawalMailTexts.ko;
    const mail = { rule: rule.name, project: project.name, day, facts: fired, now, url };
    await services.mailer.send({ to: recipient.email, subject: texts.subject(mail), text: texts.text(mail) });
  }
  services.logger.info({ ruleId: rule.id, day, mailed: recipients.length }, 'alert withdrawn');
}
