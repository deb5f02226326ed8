import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../auth/request-auth.ts';
import type { Services } from '../services.ts';
import { createOrganizationUseCase } from '../use-cases/organizations/create-organization.ts';
import {
  acceptInvitationUseCase,
  inviteMember,
  revokeInvitation,
} from '../use-cases/organizations/invitations.ts';
import { changeMemberRole, removeMember } from '../use-cases/organizations/members.ts';
import { renameOrganization } from '../use-cases/organizations/rename-organization.ts';
import { createWorkspace, renameWorkspace } from '../use-cases/organizations/workspaces.ts';

const Params = z.object({ id: z.string().min(1).max(64) });
const Body = z.object({ data: z.unknown() });
const wrap = async (work: Promise<unknown>) => ({ data: await work, meta: {} });

/** Organizations, workspaces, invitations and member roles. */
export const organizationRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  app.post('/v1/organizations', { schema: { body: Body } }, (request) =>
    wrap(createOrganizationUseCase(services, requireAuth(request), request.body.data)),
  );
  app.put('/v1/organizations/:id', { schema: { params: Params, body: Body } }, (request) =>
    wrap(renameOrganization(services, requireAuth(request), request.params.id, request.body.data)),
  );
  app.post('/v1/organizations/:id/invitations', { schema: { params: Params, body: Body } }, (request) =>
    wrap(inviteMember(services, requireAuth(request), request.params.id, request.body.data)),
  );
  app.post('/v1/invitations/accept', (request) =>
    wrap(acceptInvitationUseCase(services, requireAuth(request), request.body)),
  );
  app.delete('/v1/invitations/:id', { schema: { params: Params } }, (request) =>
    wrap(revokeInvitation(services, requireAuth(request), request.params.id)),
  );
  app.put('/v1/sightline-members/:id', { schema: { params: Params, body: Body } }, (request) =>
    wrap(changeMemberRole(services, requireAuth(request), request.params.id, request.body.data)),
  );
  app.delete('/v1/sightline-members/:id', { schema: { params: Params } }, (request) =>
    wrap(removeMember(services, requireAuth(request), request.params.id)),
  );
  app.post('/v1/workspaces', { schema: { body: Body } }, (request) =>
    wrap(createWorkspace(services, requireAuth(request), request.body.data)),
  );
  app.put('/v1/workspaces/:id', { schema: { params: Params, body: Body } }, (request) =>
    wrap(renameWorkspace(services, requireAuth(request), request.params.id, request.body.data)),
  );
};
