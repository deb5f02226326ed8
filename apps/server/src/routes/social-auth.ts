import { AuthProvidersResponse, SocialProviderId } from '@sightline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientOf, rememberDevice } from '../auth/known-device.ts';
import type { Services } from '../services.ts';
import {
  enabledProviders,
  finishProviderCallback,
  signInWithProvider,
  startSocialSignIn,
} from '../use-cases/auth/social-sign-in.ts';

const cookieName = 'sightline_oauth';
const Provider = z.object({ provider: SocialProviderId });
const Expected = z.object({
  state: z.string().min(1),
  verifier: z.string().min(1),
  invitation: z.string().min(1).max(200).optional(),
});

/** Social sign-in with Google, GitHub, Kakao and Naver, each enabled by its client id and secret. */
export const socialAuthRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  /** What the sign-in and sign-up screens offer: the enabled providers and whether anyone may register. */
  app.get('/auth/providers', { schema: { response: { 200: AuthProvidersResponse } } }, async () => ({
    providers: enabledProviders(services),
    registration: services.config.auth.registration,
    newOrganizations: services.config.auth.allowNewOrganizations,
  }));

  /** `?invitation=<token>`: a new account made by this sign-in joins the inviting organization. */
  app.get(
    '/connect/:provider',
    {
      schema: {
        params: Provider,
        querystring: z.object({ invitation: z.string().min(1).max(200).optional() }),
      },
    },
    async (request, reply) => {
      const { url, ...expected } = startSocialSignIn(
        services,
        request.params.provider,
        request.query.invitation,
      );
      reply.setCookie(cookieName, JSON.stringify(expected), {
        path: '/api/connect',
        httpOnly: true,
        sameSite: 'lax',
        secure: services.config.publicUrl.startsWith('https://'),
        signed: true,
        maxAge: 600,
      });
      return reply.redirect(url);
    },
  );

  app.get(
    '/connect/:provider/callback',
    {
      schema: {
        params: Provider,
        querystring: z.object({ code: z.string().min(1), state: z.string().min(1) }),
      },
    },
    async (request, reply) => {
      const raw = request.cookies[cookieName];
      const unsigned = raw ? request.unsignCookie(raw) : undefined;
      let expected: z.infer<typeof Expected> | undefined;
      try {
        expected = unsigned?.valid && unsigned.value ? Expected.parse(JSON.parse(unsigned.value)) : undefined;
      } catch {
        expected = undefined;
      }
      reply.clearCookie(cookieName, { path: '/api/connect' });
      const target = await finishProviderCallback(
        services,
        request.params.provider,
        { code: request.query.code, state: request.query.state, ...(expected ? { expected } : {}) },
        clientOf(request),
      );
      return reply.redirect(target);
    },
  );

  app.get(
    '/auth/:provider/callback',
    { schema: { params: Provider, querystring: z.object({ access_token: z.string().min(1).max(4096) }) } },
    async (request, reply) => {
      const session = await signInWithProvider(
        services,
        request.params.provider,
        request.query.access_token,
        clientOf(request),
      );
      rememberDevice(services, request, reply, session.user.id);
      return session;
    },
  );
};
