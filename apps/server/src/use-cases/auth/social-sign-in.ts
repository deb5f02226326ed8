import { randomInt } from 'node:crypto';
import {
  AppError,
  type AuthResponse,
  ConflictError,
  NotFoundError,
  UnauthorizedError,
} from '@sightline/contracts';
import { accountTakenMessage, createAccount, findUserByEmail, usernameTakenMessage } from '@sightline/db';
import { generateCodeVerifier, generateState } from 'arctic';
import { type AuthClient, addressRule } from '../../auth/rate-limit/auth-limits.ts';
import { takeLimits } from '../../auth/rate-limit/take-limits.ts';
import { type SocialClient, socialClient } from '../../auth/social/social-clients.ts';
import type { SocialProvider } from '../../config.ts';
import type { Services } from '../../services.ts';
import { invitationForNewAccount } from './registration-invitation.ts';
import { sessionResponse } from './session-response.ts';

export const unconfirmedAccountMessage =
  'An account with this e-mail address already exists, but the address was never confirmed. Confirm it with the link we e-mail you, or reset the password of that account by e-mail, then sign in with this provider again';

export function enabledProviders(services: Services): SocialProvider[] {
  return Object.keys(services.config.auth.providers) as SocialProvider[];
}

function clientFor(services: Services, provider: SocialProvider): SocialClient {
  const credentials = services.config.auth.providers[provider];
  if (!credentials) throw new NotFoundError(`Sign-in with ${provider} is not enabled`);
  const redirectUri = `${services.config.publicUrl}/api/connect/${provider}/callback`;
  return socialClient(provider, credentials, redirectUri);
}

/**
 * `GET /api/connect/:provider`: the provider URL to send the browser to, and what to check on return (the state and
 * PKCE verifier, and the invitation token a new account is to be made with, if any).
 */
export function startSocialSignIn(services: Services, provider: SocialProvider, invitation?: string) {
  const state = generateState();
  const verifier = generateCodeVerifier();
  return {
    url: clientFor(services, provider).authorizationUrl(state, verifier).toString(),
    state,
    verifier,
    ...(invitation ? { invitation } : {}),
  };
}

/**
 * `GET /api/connect/:provider/callback`: checks the state, reads the verified profile, and hands it to the web
 * app as a 5-minute signed `access_token` (the provider's own token never reaches the browser).
 */
export async function finishProviderCallback(
  services: Services,
  provider: SocialProvider,
  input: {
    code: string;
    state: string;
    expected?: { state: string; verifier: string; invitation?: string };
  },
  client: AuthClient,
): Promise<string> {
  const limits = await takeLimits(services, [addressRule(services, client)]);
  if (!input.expected || input.expected.state !== input.state) {
    throw new UnauthorizedError('The sign-in attempt expired or was not started here; please try again');
  }
  const profile = await clientFor(services, provider).profile(input.code, input.expected.verifier);
  await limits.refund();
  const invitation = input.expected.invitation;
  const grant = await services.tokens.issueGrant({
    provider,
    providerUserId: profile.providerUserId,
    email: profile.email,
    name: profile.name,
    ...(typeof invitation === 'string' ? { invitation } : {}),
  });
  const params = new URLSearchParams({ provider, access_token: grant });
  return `${services.config.publicUrl}/auth/signin?${params}`;
}

function usernameFrom(name: string, email: string, attempt: number): string {
  const base = (name.replace(/[\s@]+/g, '') || email.split('@')[0] || 'user').slice(0, 40);
  const padded = base.length >= 3 ? base : `${base}user`;
  return attempt === 0 ? padded : `${padded}${randomInt(1000, 10_000)}`;
}

/**
 * `GET /api/auth/:provider/callback?access_token=`: signs in the account with the provider's verified e-mail. An
 * existing account is joined only when its e-mail was confirmed: someone who registered that address without proving
 * it must not keep access to the account its real owner then signs in to. A new account is made on first sign-in,
 * with its own organization and workspace, or in the inviting organization when the sign-in started from an
 * invitation (required when REGISTRATION=invite).
 */
export async function signInWithProvider(
  services: Services,
  provider: SocialProvider,
  accessToken: string,
  client: AuthClient,
): Promise<AuthResponse> {
  if (!services.config.auth.providers[provider])
    throw new NotFoundError(`Sign-in with ${provider} is not enabled`);
  const limits = await takeLimits(services, [addressRule(services, client)]);
  const grant = await services.tokens.verifyGrant(accessToken);
  if (grant.provider !== provider || typeof grant.email !== 'string')
    throw new UnauthorizedError('Invalid access_token');
  await limits.refund();
  const existing = await findUserByEmail(services.db, grant.email);
  if (existing) {
    if (existing.blocked)
      throw new AppError('ApplicationError', 'Your account has been blocked by an administrator');
    if (!existing.confirmed) throw new ConflictError(unconfirmedAccountMessage);
    return sessionResponse(services, existing);
  }
  const invitation = await invitationForNewAccount(
    services,
    typeof grant.invitation === 'string' ? grant.invitation : undefined,
    grant.email,
  );
  for (let attempt = 0; ; attempt++) {
    try {
      const user = await createAccount(services.db, {
        username: usernameFrom(String(grant.name ?? ''), grant.email, attempt),
        email: grant.email,
        passwordHash: null,
        provider,
        confirmed: true,
        locale: 'ko',
        organizationName: `${String(grant.name ?? grant.email)}의 조직`,
        workspaceName: '기본 워크스페이스',
        ...(invitation ? { invitation } : {}),
      });
      return sessionResponse(services, user);
    } catch (error) {
      const taken =
        error instanceof AppError &&
        (error.message === accountTakenMessage || error.message === usernameTakenMessage);
      if (!taken || attempt >= 5) throw error;
    }
  }
}
