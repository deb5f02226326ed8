import {
  AuthResponse,
  ChangePasswordBody,
  EmailBody,
  RegisterBody,
  ResetPasswordBody,
  SignInBody,
} from '@sightline/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../auth/request-auth.ts';
import type { Services } from '../services.ts';
import { changePassword } from '../use-cases/auth/change-password.ts';
import { confirmEmail, resendConfirmation } from '../use-cases/auth/confirm-email.ts';
import { forgotPassword } from '../use-cases/auth/forgot-password.ts';
import { register } from '../use-cases/auth/register.ts';
import { resetPassword } from '../use-cases/auth/reset-password.ts';
import { signIn } from '../use-cases/auth/sign-in.ts';

/**
 * Per-route limit of the authentication endpoints. The key is the account named in the body when there is
 * one (so guessing one account's password is slowed whatever the address), else the client address.
 */
function authRateLimit(services: Services) {
  const { max, windowMs } = services.config.auth.rateLimit;
  return {
    max,
    timeWindow: windowMs,
    keyGenerator: (request: FastifyRequest) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const account = body.identifier ?? body.email;
      const who = typeof account === 'string' ? account.trim().toLowerCase() : request.ip;
      return `${request.routeOptions.url}|${who}`;
    },
  };
}

/** Authentication endpoints (REST conventions): answers are not wrapped in `data`. */
export const authRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const rateLimit = authRateLimit(services);

  app.post(
    '/auth/local',
    { schema: { body: SignInBody, response: { 200: AuthResponse } }, config: { rateLimit } },
    (request) => signIn(services, request.body),
  );

  app.post('/auth/local/register', { schema: { body: RegisterBody }, config: { rateLimit } }, (request) =>
    register(services, request.body),
  );

  app.post('/auth/forgot-password', { schema: { body: EmailBody }, config: { rateLimit } }, (request) =>
    forgotPassword(services, request.body),
  );

  app.post(
    '/auth/reset-password',
    { schema: { body: ResetPasswordBody, response: { 200: AuthResponse } }, config: { rateLimit } },
    (request) => resetPassword(services, request.body),
  );

  app.post(
    '/auth/change-password',
    { schema: { body: ChangePasswordBody, response: { 200: AuthResponse } }, config: { rateLimit } },
    (request) => changePassword(services, requireAuth(request), request.body),
  );

  app.post(
    '/auth/send-email-confirmation',
    { schema: { body: EmailBody }, config: { rateLimit } },
    (request) => resendConfirmation(services, request.body),
  );

  app.get(
    '/auth/email-confirmation',
    {
      schema: { querystring: z.object({ confirmation: z.string().min(1).max(200) }) },
      config: { rateLimit },
    },
    async (request, reply) => {
      await confirmEmail(services, request.query.confirmation);
      return reply.redirect(`${services.config.publicUrl}/auth/signin?confirmed=true`);
    },
  );
};
