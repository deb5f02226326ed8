import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services.ts';
import type { AuthClient } from './rate-limit/auth-limits.ts';

const cookieName = 'sightline_device';
const remembered = 10;
const year = 365 * 24 * 60 * 60;

/**
 * The accounts that signed in from this browser before, from a cookie signed with the server secret (so it cannot
 * be made up for someone else's account). Only the sign-in endpoints under `/api/auth` receive it.
 */
function knownAccountIds(request: FastifyRequest): number[] {
  const raw = request.cookies[cookieName];
  if (!raw) return [];
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return [];
  return unsigned.value
    .split('.')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0)
    .slice(-remembered);
}

/** The caller as the authentication limits see it. */
export function clientOf(request: FastifyRequest): AuthClient {
  return { address: request.ip, knownAccountIds: knownAccountIds(request) };
}

/** Remembers that `userId` signed in from this browser (the most recent accounts, up to ten). */
export function rememberDevice(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): void {
  const ids = [...knownAccountIds(request).filter((id) => id !== userId), userId].slice(-remembered);
  reply.setCookie(cookieName, ids.join('.'), {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'strict',
    secure: services.config.publicUrl.startsWith('https://'),
    signed: true,
    maxAge: year,
  });
}
