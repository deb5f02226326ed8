import type { Locale } from '@sightline/contracts';
import {
  type BudgetRefusal,
  claimBudgetNotice,
  listBudgetBases,
  listBudgetRecipients,
  releaseBudgetNotice,
} from '@sightline/db';
import { budgetMailTexts } from '../../mail/budget-mail.ts';
import type { Services } from '../../services.ts';
import { usd } from './usd.ts';

/**
 * Tells the organization's owners and admins and the project's owner, in their own language, that a collect was
 * refused because the project's monthly budget is reached — once per project and month: the first refusal claims
 * the month's notice, later ones send nothing. A mail that cannot be sent gives the claim back (the next refused
 * collect tries again) and is logged; it never fails the collect's refusal itself.
 */
export async function notifyBudgetReached(
  services: Services,
  projectId: number,
  refusal: BudgetRefusal,
): Promise<void> {
  const { db } = services;
  const [project] = await listBudgetBases(db, { projectId });
  if (!project) return;
  const claimed = await claimBudgetNotice(db, {
    projectId,
    organizationId: project.organizationId,
    month: refusal.month,
    budget: refusal.budget,
    monthCost: refusal.monthCost,
  });
  if (!claimed) return;
  try {
    const recipients = await listBudgetRecipients(db, projectId);
    const facts = {
      project: project.name,
      month: refusal.month,
      cost: usd(refusal.monthCost),
      budget: usd(refusal.budget),
      url: `${services.config.publicUrl}/projects/${project.documentId}`,
    };
    for (const recipient of recipients) {
      const texts = budgetMailTexts[recipient.locale as Locale] ?? budgetMailTexts.ko;
      await services.mailer.send({
        to: recipient.email,
        subject: texts.subject(facts),
        text: texts.text(facts),
      });
    }
    services.logger.info(
      { projectId, month: refusal.month, recipients: recipients.length },
      'monthly budget reached: collection paused, owners and admins mailed',
    );
  } catch (error) {
    await releaseBudgetNotice(db, projectId, refusal.month);
    services.logger.error({ err: error, projectId, month: refusal.month }, 'budget mail could not be sent');
  }
}
