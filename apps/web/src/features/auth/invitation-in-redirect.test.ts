import { describe, expect, it } from 'vitest';
import { invitationInRedirect } from './invitation-in-redirect.ts';

describe('invitation in a sign-up redirect', () => {
  const token = 'AbCdEfGhIjKlMnOpQrStUv_-12';
  it('finds the token of an invitation link', () => {
    expect(invitationInRedirect(`/invitations/accept?token=${token}`)).toBe(token);
  });
  it.each([
    [undefined],
    ['/'],
    [`/projects?token=${token}`],
    ['/invitations/accept'],
    ['/invitations/accept?token=short'],
    ['/invitations/accept?token=has%20space%20inside%20it'],
  ])('finds none in %s', (redirect) => {
    expect(invitationInRedirect(redirect)).toBeUndefined();
  });
});
