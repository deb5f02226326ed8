import { ConflictError } from '@sightline/contracts';
import { countPendingInvitations } from '@sightline/db';
import { type LimitRule, takeLimits } from '../../auth/rate-limit/take-limits.ts';
import type { Services } from '../../services.ts';

const hour = 60 * 60 * 1000;
const day = 24 * hour;

/**
 * Refuses an invitation over the organization's or the inviter's limits (docs/features/accounts.md, invitations).
 * Invitation mails go to addresses nobody proved and carry the organization's name, so without limits anyone who
 * registers could send them to strangers as spam. First the pending cap (409: withdraw or wait for some to be
 * accepted), then the rates, counted in the database like the authentication limits (429 with Retry-After, the
 * message naming the limit). Every invitation counts, sent or not: the rates protect the mail, not the attempts.
 */
export async function takeInvitationLimits(
  services: Services,
  organizationId: number,
  inviterId: number,
): Promise<void> {
  const { perInviterPerHour, perOrganizationPerDay, maxPending } = services.config.invitations;
  const pending = await countPendingInvitations(services.db, organizationId, new Date());
  if (pending >= maxPending) {
    throw new ConflictError(
      `This organization already has ${pending} open invitations, the most it may have (${maxPending}); withdraw some first`,
    );
  }
  const rules: LimitRule[] = [
    {
      key: `invitations-inviter:${inviterId}`,
      max: perInviterPerHour,
      windowMs: hour,
      refundable: false,
      message: `You may send at most ${perInviterPerHour} invitations an hour; please try again later`,
    },
    {
      key: `invitations-organization:${organizationId}`,
      max: perOrganizationPerDay,
      windowMs: day,
      refundable: false,
      message: `This organization may send at most ${perOrganizationPerDay} invitations a day; please try again later`,
    },
  ];
  await takeLimits(services, rules);
}
