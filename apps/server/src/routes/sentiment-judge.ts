import { SentimentJudge } from '@sightline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../auth/request-auth.ts';
import type { Services } from '../services.ts';
import { getSentimentJudge } from '../use-cases/sentiment-judge/get-sentiment-judge.ts';
import { saveSentimentJudge } from '../use-cases/sentiment-judge/save-sentiment-judge.ts';

const Params = z.object({ id: z.string().min(1).max(64) });
const Body = z.object({ data: z.unknown() });
const One = z.object({ data: SentimentJudge, meta: z.object({}) });

/** An organization's optional judged sentiment: a small model scores each new answer's brands and aspects. */
export const sentimentJudgeRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const path = '/v1/organizations/:id/sentiment-judge';

  app.get(path, { schema: { params: Params, response: { 200: One } } }, async (request) => ({
    data: await getSentimentJudge(services, requireAuth(request), request.params.id),
    meta: {},
  }));

  app.put(path, { schema: { params: Params, body: Body, response: { 200: One } } }, async (request) => ({
    data: await saveSentimentJudge(services, requireAuth(request), request.params.id, request.body.data),
    meta: {},
  }));
};
