import { createHash, randomBytes } from 'node:crypto';

/** A random token for links in e-mails (reset, confirmation, invitation). Only its hash is stored. */
export function createOneTimeToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOneTimeToken(token) };
}

export function hashOneTimeToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
