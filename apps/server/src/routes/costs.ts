import {
  OrganizationBudgetsQuery,
  OrganizationBudgetsResponse,
  OrganizationCostsQuery,
  OrganizationCostsResponse,
  ProjectBudgetResponse,
} from '@sightline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../auth/request-auth.ts';
import type { Services } from '../services.ts';
import { getProjectBudget } from '../use-cases/costs/get-project-budget.ts';
import { organizationBudgets } from '../use-cases/costs/organization-budgets.ts';
import { organizationCosts } from '../use-cases/costs/organization-costs.ts';
import { saveProjectBudget } from '../use-cases/costs/save-project-budget.ts';

const Params = z.object({ id: z.string().min(1).max(64) });
const Body = z.object({ data: z.unknown() });

/**
 * Costs and budgets: a project's monthly budget with the month so far and its projection (read by members, set by
 * editors and above), the organization's costs per month (per project and engine, or grouped; paged) and its
 * projects' budgets this month (paged, with the summary of all). The
 * project's own costs per month and engine are `GET /v1/projects/:id/costs` (routes/collects.ts).
 */
export const costRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const budgetPath = '/v1/projects/:id/budget';

  app.get(
    budgetPath,
    { schema: { params: Params, response: { 200: ProjectBudgetResponse } } },
    async (request) => ({
      data: await getProjectBudget(services, requireAuth(request), request.params.id),
      meta: {},
    }),
  );

  app.put(
    budgetPath,
    { schema: { params: Params, body: Body, response: { 200: ProjectBudgetResponse } } },
    async (request) => ({
      data: await saveProjectBudget(services, requireAuth(request), request.params.id, request.body.data),
      meta: {},
    }),
  );

  app.get(
    '/v1/organizations/:id/costs',
    {
      schema: {
        params: Params,
        querystring: OrganizationCostsQuery,
        response: { 200: OrganizationCostsResponse },
      },
    },
    async (request) => organizationCosts(services, requireAuth(request), request.params.id, request.query),
  );

  app.get(
    '/v1/organizations/:id/budgets',
    {
      schema: {
        params: Params,
        querystring: OrganizationBudgetsQuery,
        response: { 200: OrganizationBudgetsResponse },
      },
    },
    async (request) => organizationBudgets(services, requireAuth(request), request.params.id, request.query),
  );
};
