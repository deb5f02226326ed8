import { type ChatDetail, type EngineId, NotFoundError } from '@sightline/contracts';
import { type AuthContext, findChatDetail, resolveDocument } from '@sightline/db';
import { authorize } from '../../auth/authorize.ts';
import { tenantOf } from '../../auth/request-auth.ts';
import type { Services } from '../../services.ts';

/**
 * `GET /api/projects/:id/chats/:chatId`: one answer of the project with its mentions, citations and aspects; the
 * engine's raw response only when asked for. A chat of another project (or organization) is not found.
 */
export async function getChatDetail(
  services: Services,
  auth: AuthContext,
  projectKey: string,
  chatDocumentId: string,
  options: { raw?: boolean } = {},
): Promise<ChatDetail> {
  const project = await resolveDocument(services.db, 'projects', projectKey, tenantOf(auth));
  if (!project) throw new NotFoundError('Project not found');
  authorize(auth, project.organizationId, 'read');
  const chat = await findChatDetail(services.db, project.id, chatDocumentId, options);
  if (!chat) throw new NotFoundError('Chat not found');
  return { ...chat, engine: chat.engine as EngineId, collectedAt: chat.collectedAt.toISOString() };
}
