import { createFileRoute } from '@tanstack/react-router';
// Invitation tokens are base64url; anything else is treated as a broken link.
import { invitationTokenPattern } from '../../features/auth/invitation-in-redirect.ts';
import { AcceptInvitationPage } from '../../features/organization/AcceptInvitationPage.tsx';
import { authGuard } from '../../router/guards.ts';

export const Route = createFileRoute('/invitations/accept')({
  staticData: { titleKey: 'routes.acceptInvitation', layout: 'default', guard: 'auth' },
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && invitationTokenPattern.test(search.token)
      ? { token: search.token }
      : {},
  beforeLoad: authGuard,
  component: AcceptInvitation,
});

function AcceptInvitation() {
  const { token } = Route.useSearch();
  return <AcceptInvitationPage key={token ?? ''} token={token} />;
}
