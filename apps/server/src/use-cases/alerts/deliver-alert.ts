import type { AlertFacts, Locale } from '@sightline/contracts';
import {
  type AlertRuleRow,
  insertNotifications,
  listAlertRecipients,
  recordAlertMailed,
} from '@sightline/db';
import { alertMailTexts } from '../../mail/alert-mail.ts';
import type { Services } from '../../services.ts';

/**
 * Delivers a rule's alert of a local day: a notification (naming the alert, so that a withdrawal reaches it) to each
 * member who wants alerts in the app, and a mail in their language to each who wants mail; who was mailed is kept on
 * the alert (only they are mailed its withdrawal).
 */
export async function deliverAlert(
  services: Services,
  rule: AlertRuleRow,
  day: string,
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
      .map((r) => ({
        organizationId: rule.organizationId,
        userId: r.userId,
        kind: 'alert',
        payload: alert,
        alertRuleId: rule.id,
        alertDay: day,
      })),
  );
  const url = `${services.config.publicUrl}${path}`;
  const mailed: number[] = [];
  for (const recipient of recipients.filter((r) => r.emailAlerts)) {
    const texts = alertMailTexts[recipient.locale as Locale] ?? alertMailTexts.ko;
    const mail = { rule: rule.name, project: project.name, facts, url };
    await services.mailer.send({ to: recipient.email, subject: texts.subject(mail), text: texts.text(mail) });
    mailed.push(recipient.userId);
  }
  await recordAlertMailed(services.db, { ruleId: rule.id, day }, mailed);
  services.logger.info({ ruleId: rule.id, recipients: recipients.length }, 'alert delivered');
}
