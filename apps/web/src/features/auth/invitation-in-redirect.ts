/** Invitation tokens are base64url; anything else is not one. */
export const invitationTokenPattern = /^[A-Za-z0-9_-]{16,200}$/;

/**
 * The invitation token of a sign-up that started from an invitation link: the link sends a signed-out visitor to
 * sign-in with `redirect=/invitations/accept?token=…`, and from there to sign-up with the same `redirect`.
 */
export function invitationInRedirect(redirect: string | undefined): string | undefined {
  if (!redirect) return undefined;
  const url = new URL(redirect, 'https://sightline.invalid');
  if (url.pathname !== '/invitations/accept') return undefined;
  const token = url.searchParams.get('token') ?? '';
  return invitationTokenPattern.test(token) ? token : undefined;
}
