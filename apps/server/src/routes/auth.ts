import {
  AuthResponse,
  ChangePasswordBody,
  EmailBody,
  LogoutResponse,
  RegisterBody,
  ResetPasswordBody,
  SignInBody,
} from '@sightline/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientOf, rememberDevice } from '../auth/known-device.ts';
import { requireAuth } from '../auth/request-auth.ts';
import type { Services } from '../services.ts';
import { changePassword } from '../use-cases/auth/change-password.ts';
import { confirmEmail, resendConfirmation } from '../use-cases/auth/confirm-email.ts';
import { forgotPassword } from '../use-cases/auth/forgot-password.ts';
import { register } from '../use-cases/auth/register.ts';
import { resetPassword } from '../use-cases/auth/reset-password.ts';
import { signIn } from '../use-cases/auth/sign-in.ts';
import { signOut } from '../use-cases/auth/sign-out.ts';

/**
 * Authentication endpoints (REST conventions): answers are not wrapped in `data`. Each use-case enforces its limits
 * (per address, per account and address, per account; counters in the database) and a 429 carries Retry-After.
 */
export const authRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  /** A session answer also marks this browser as one the account signed in from (see known-device.ts). */
  async function session<T extends { jwt?: string; user: unknown }>(
    request: FastifyRequest,
    reply: FastifyReply,
    work: Promise<T>,
  ): Promise<T> {
    const answer = await work;
    const id = (answer.user as { id?: unknown }).id;
    if (answer.jwt && typeof id === 'number') rememberDevice(services, request, reply, id);
    return answer;
  }

  app.post(
    '/auth/local',
    { schema: { body: SignInBody, response: { 200: AuthResponse } } },
    (request, reply) => session(request, reply, signIn(services, request.body, clientOf(request))),
  );

  app.post('/auth/local/register', { schema: { body: RegisterBody } }, (request, reply) =>
    session(request, reply, register(services, request.body, clientOf(request))),
  );

  app.post('/auth/forgot-password', { schema: { body: EmailBody } }, (request) =>
    forgotPassword(services, request.body, clientOf(request)),
  );

  app.post(
    '/auth/reset-password',
    { schema: { body: ResetPasswordBody, response: { 200: AuthResponse } } },
    (request, reply) => session(request, reply, resetPassword(services, request.body, clientOf(request))),
  );

  app.post(
    '/auth/change-password',
    { schema: { body: ChangePasswordBody, response: { 200: AuthResponse } } },
    (request, reply) =>
      session(
        request,
        reply,
        changePassword(services, requireAuth(request), request.body, clientOf(request)),
      ),
  );

  app.post('/auth/logout', { schema: { response: { 200: LogoutResponse } } }, async (request) => {
    requireAuth(request);
    return signOut(services, request.session!);
  });

  app.post('/auth/send-email-confirmation', { schema: { body: EmailBody } }, (request) =>
    resendConfirmation(services, request.body, clientOf(request)),
  );

  app.get(
    '/auth/email-confirmation',
    { schema: { querystring: z.object({ confirmation: z.string().min(1).max(200) }) } },
    async (request, reply) => {
      await confirmEmail(services, request.query.confirmation, clientOf(request));
      return reply.redirect(`${services.config.publicUrl}/auth/signin?confirmed=true`);
    },
  );
};
