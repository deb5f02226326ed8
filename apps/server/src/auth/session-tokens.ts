import { hkdfSync, randomUUID } from 'node:crypto';
import { UnauthorizedError } from '@sightline/contracts';
import { errors, jwtVerify, SignJWT } from 'jose';

export interface SessionClaims {
  userId: number;
  tokenVersion: number;
}

/** A verified session token: whose it is, and its id and expiry (for signing out). */
export interface VerifiedSession extends SessionClaims {
  tokenId: string;
  expiresAt: Date;
}

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
const isVersion = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** Signs and checks the JWTs of sessions and of short-lived grants (social sign-in), HS256. */
export class SessionTokens {
  readonly #sessionKey: Uint8Array;
  readonly #grantKey: Uint8Array;
  readonly #expiresIn: string;

  constructor(secret: string, expiresIn: string) {
    const derive = (purpose: string) => new Uint8Array(hkdfSync('sha256', secret, 'sightline', purpose, 32));
    this.#sessionKey = derive('session-jwt');
    this.#grantKey = derive('social-grant');
    this.#expiresIn = expiresIn;
  }

  issue({ userId, tokenVersion }: SessionClaims): Promise<string> {
    return new SignJWT({ id: userId, tv: tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(this.#expiresIn)
      .sign(this.#sessionKey);
  }

  /**
   * Throws UnauthorizedError for a tampered, expired, unsigned or malformed token, and for a correctly signed one
   * that lacks an expiry, an issue time or an id, or whose user id is not a positive integer.
   */
  async verify(token: string): Promise<VerifiedSession> {
    try {
      const { payload } = await jwtVerify(token, this.#sessionKey, {
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'iat', 'jti'],
      });
      if (!isId(payload.id) || !isVersion(payload.tv) || typeof payload.jti !== 'string' || !payload.exp) {
        throw new Error('claims missing or malformed');
      }
      return {
        userId: payload.id,
        tokenVersion: payload.tv,
        tokenId: payload.jti,
        expiresAt: new Date(payload.exp * 1000),
      };
    } catch (error) {
      throw new UnauthorizedError(error instanceof errors.JWTExpired ? 'Token expired' : 'Invalid token');
    }
  }

  /** A 5-minute grant that hands a verified social profile from the OAuth callback to the web app. */
  issueGrant(claims: Record<string, string>): Promise<string> {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(this.#grantKey);
  }

  async verifyGrant(token: string): Promise<Record<string, unknown>> {
    try {
      return (await jwtVerify(token, this.#grantKey, { algorithms: ['HS256'] })).payload;
    } catch {
      throw new UnauthorizedError('Invalid or expired access_token');
    }
  }
}
