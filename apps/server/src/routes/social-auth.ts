import { SocialProviderId } from '@sightline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../services.ts';
import {
  enabledProviders,
  finishProviderCallback,
  signInWithProvider,
  startSocialSignIn,
} from '../use-cases/auth/social-sign-in.ts';

const cookieName = 'sightline_oauth';
const Provider = z.object({ provider: SocialProviderId });

/** Social sign-in with Google, GitHub, Kakao and Naver, each enabled by its client id and secret. */
export const socialAuthRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get('/auth/providers', async () => ({ providers: enabledProviders(services) }));

  app.get('/connect/:provider', { schema: { params: Provider } }, async (request, reply) => {
    const { url, state, verifier } = startSocialSignIn(services, request.params.provider);
    reply.setCookie(cookieName, JSON.stringify({ state, verifier }), {
      path: '/api/connect',
      httpOnly: true,
      sameSite: 'lax',
      secure: services.config.publicUrl.startsWith('https://'),
      signed: true,
      maxAge: 600,
    });
    return reply.redirect(url);
  });

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
      let expected: { state: string; verifier: string } | undefined;
      try {
        expected = unsigned?.valid && unsigned.value ? JSON.parse(unsigned.value) : undefined;
      } catch {
        expected = undefined;
      }
      reply.clearCookie(cookieName, { path: '/api/connect' });
      const target = await finishProviderCallback(services, request.params.provider, {
        code: request.query.code,
        state: request.query.state,
        ...(expected ? { expected } : {}),
      });
      return reply.redirect(target);
    },
  );

  app.get(
    '/auth/:provider/callback',
    { schema: { params: Provider, querystring: z.object({ access_token: z.string().min(1).max(4096) }) } },
    (request) => signInWithProvider(services, request.params.provider, request.query.access_token),
  );
};
