import { randomInt } from 'node:crypto';
import { AppError, type AuthResponse, NotFoundError, UnauthorizedError } from '@sightline/contracts';
import { accountTakenMessage, createAccount, findUserByEmail } from '@sightline/db';
import { generateCodeVerifier, generateState } from 'arctic';
import { type SocialClient, socialClient } from '../../auth/social/social-clients.ts';
import type { SocialProvider } from '../../config.ts';
import type { Services } from '../../services.ts';
import { sessionResponse } from './session-response.ts';

export function enabledProviders(services: Services): SocialProvider[] {
  return Object.keys(services.config.auth.providers) as SocialProvider[];
}

function clientFor(services: Services, provider: SocialProvider): SocialClient {
  const credentials = services.config.auth.providers[provider];
  if (!credentials) throw new NotFoundError(`Sign-in with ${provider} is not enabled`);
  const redirectUri = `${services.config.publicUrl}/api/connect/${provider}/callback`;
  return socialClient(provider, credentials, redirectUri);
}

/** `GET /api/connect/:provider`: the provider URL to send the browser to, and the state to check on return. */
export function startSocialSignIn(services: Services, provider: SocialProvider) {
  const state = generateState();
  const verifier = generateCodeVerifier();
  return { url: clientFor(services, provider).authorizationUrl(state, verifier).toString(), state, verifier };
}

/**
 * `GET /api/connect/:provider/callback`: checks the state, reads the verified profile, and hands it to the web
 * app as a 5-minute signed `access_token` (the provider's own token never reaches the browser).
 */
export async function finishProviderCallback(
  services: Services,
  provider: SocialProvider,
  input: { code: string; state: string; expected?: { state: string; verifier: string } },
): Promise<string> {
  if (!input.expected || input.expected.state !== input.state) {
    throw new UnauthorizedError('The sign-in attempt expired or was not started here; please try again');
  }
  const profile = await clientFor(services, provider).profile(input.code, input.expected.verifier);
  const grant = await services.tokens.issueGrant({
    provider,
    providerUserId: profile.providerUserId,
    email: profile.email,
    name: profile.name,
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
 * `GET /api/auth/:provider/callback?access_token=`: signs in the account with the provider's verified
 * e-mail, creating it (with its own organization and workspace) on first sign-in.
 */
export async function signInWithProvider(
  services: Services,
  provider: SocialProvider,
  accessToken: string,
): Promise<AuthResponse> {
  if (!services.config.auth.providers[provider])
    throw new NotFoundError(`Sign-in with ${provider} is not enabled`);
  const grant = await services.tokens.verifyGrant(accessToken);
  if (grant.provider !== provider || typeof grant.email !== 'string')
    throw new UnauthorizedError('Invalid access_token');
  const existing = await findUserByEmail(services.db, grant.email);
  if (existing) {
    if (existing.blocked)
      throw new AppError('ApplicationError', 'Your account has been blocked by an administrator');
    return sessionResponse(services, existing);
  }
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
      });
      return sessionResponse(services, user);
    } catch (error) {
      if (!(error instanceof AppError && error.message === accountTakenMessage) || attempt >= 5) throw error;
    }
  }
}
