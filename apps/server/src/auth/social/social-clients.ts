import { GitHub, Google, Kakao, Naver } from 'arctic';
import type { SocialProvider } from '../../config.ts';
import { ApplicationError } from './social-errors.ts';

/** What Sightline needs from a provider's account: a stable id and a verified e-mail. */
export interface SocialProfile {
  provider: SocialProvider;
  providerUserId: string;
  email: string;
  name: string;
}

export interface SocialClient {
  /** Where to send the browser; `verifier` is the PKCE secret (used by providers that support it). */
  authorizationUrl(state: string, verifier: string): URL;
  /** Exchanges the callback's code and reads the profile. */
  profile(code: string, verifier: string): Promise<SocialProfile>;
}

async function getJson(
  url: string,
  accessToken: string,
  headers: Record<string, string> = {},
): Promise<unknown> {
  const res = await fetch(url, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json', ...headers },
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new ApplicationError(`The provider answered ${res.status} when asked for the profile`);
  return res.json();
}

function verified(email: unknown, isVerified: unknown): string {
  if (typeof email !== 'string' || !email.includes('@') || isVerified === false) {
    throw new ApplicationError('The provider did not share a verified e-mail address');
  }
  return email.toLowerCase();
}

/** One client per enabled provider, built on arctic; profile endpoints per the providers' documentation. */
export function socialClient(
  provider: SocialProvider,
  credentials: { clientId: string; clientSecret: string },
  redirectUri: string,
): SocialClient {
  const { clientId, clientSecret } = credentials;
  switch (provider) {
    case 'google': {
      const google = new Google(clientId, clientSecret, redirectUri);
      return {
        authorizationUrl: (state, verifier) =>
          google.createAuthorizationURL(state, verifier, ['openid', 'email', 'profile']),
        async profile(code, verifier) {
          const tokens = await google.validateAuthorizationCode(code, verifier);
          const me = (await getJson(
            'https://openidconnect.googleapis.com/v1/userinfo',
            tokens.accessToken(),
          )) as Record<string, unknown>;
          return {
            provider,
            providerUserId: String(me.sub),
            email: verified(me.email, me.email_verified),
            name: String(me.name ?? me.email),
          };
        },
      };
    }
    case 'github': {
      const github = new GitHub(clientId, clientSecret, redirectUri);
      return {
        authorizationUrl: (state) => github.createAuthorizationURL(state, ['read:user', 'user:email']),
        async profile(code) {
          const token = (await github.validateAuthorizationCode(code)).accessToken();
          const me = (await getJson('https://api.github.com/user', token)) as Record<string, unknown>;
          const emails = (await getJson('https://api.github.com/user/emails', token)) as Array<
            Record<string, unknown>
          >;
          const primary = emails.find((e) => e.primary && e.verified) ?? emails.find((e) => e.verified);
          return {
            provider,
            providerUserId: String(me.id),
            email: verified(primary?.email, primary?.verified),
            name: String(me.login ?? me.name),
          };
        },
      };
    }
    case 'kakao': {
      const kakao = new Kakao(clientId, clientSecret, redirectUri);
      return {
        authorizationUrl: (state) =>
          kakao.createAuthorizationURL(state, ['account_email', 'profile_nickname']),
        async profile(code) {
          const token = (await kakao.validateAuthorizationCode(code)).accessToken();
          const me = (await getJson('https://kapi.kakao.com/v2/user/me', token)) as {
            id: number;
            kakao_account?: { email?: string; is_email_verified?: boolean; profile?: { nickname?: string } };
          };
          const account = me.kakao_account ?? {};
          return {
            provider,
            providerUserId: String(me.id),
            email: verified(account.email, account.is_email_verified ?? false),
            name: account.profile?.nickname ?? String(account.email),
          };
        },
      };
    }
    case 'naver': {
      const naver = new Naver(clientId, clientSecret, redirectUri);
      return {
        authorizationUrl: (state) => {
          const url = naver.createAuthorizationURL();
          url.searchParams.set('state', state);
          return url;
        },
        async profile(code) {
          const token = (await naver.validateAuthorizationCode(code)).accessToken();
          const me = (await getJson('https://openapi.naver.com/v1/nid/me', token)) as {
            response?: { id?: string; email?: string; nickname?: string; name?: string };
          };
          const account = me.response ?? {};
          return {
            provider,
            providerUserId: String(account.id),
            email: verified(account.email, true),
            name: account.nickname ?? account.name ?? String(account.email),
          };
        },
      };
    }
  }
}
