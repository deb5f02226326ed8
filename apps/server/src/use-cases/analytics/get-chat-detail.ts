import { type ChatDetail, type EngineId, NotFoundError } from '@sightline/contracts';
import { type AuthContext, findChatDetail } from '@sightline/db';
import type { AnalyticsRead } from '../../analytics-cache/send-cached.ts';
import type { Services } from '../../services.ts';
import { findReadableProject } from './find-readable-project.ts';

/**
 * `GET /api/projects/:id/chats/:chatId`: one answer of the project with its mentions, citations and aspects; the
 * engine's raw response only when asked for. A chat of another project (or organization) is not found.
 * Authorizes at once; the chat is read by `load()`.
 */
export async function prepareChatDetail(
  services: Services,
  auth: AuthContext,
  projectKey: string,
  chatDocumentId: string,
  options: { raw?: boolean } = {},
): Promise<AnalyticsRead<ChatDetail>> {
  const project = await findReadableProject(services, auth, projectKey);
  const raw = options.raw === true;
  return {
    key: {
      projectId: project.id,
      dataVersion: project.dataVersion,
      endpoint: 'chat',
      query: { chat: chatDocumentId, raw },
    },
    async load() {
      const chat = await findChatDetail(services.db, project.id, chatDocumentId, { raw });
      if (!chat) throw new NotFoundError('Chat not found');
      return { ...chat, engine: chat.engine as EngineId, collectedAt: chat.collectedAt.toISOString() };
    },
  };
}
