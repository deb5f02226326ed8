import { type ChatDetail, type EngineId, NotFoundError } from '@sightline/contracts';
import { type AuthContext, findChatDetail, loadAnalysisProfile } from '@sightline/db';
import type { AnalyticsRead } from '../../analytics-cache/send-cached.ts';
import type { ProjectAccess } from '../../auth/find-project-for.ts';
import type { Services } from '../../services.ts';
import { answerHighlights } from './answer-highlights.ts';
import { chatFanOut } from './chat-fan-out.ts';
import { findReadableProject } from './find-readable-project.ts';

/**
 * `GET /api/projects/:id/chats/:chatId`: one answer of the project with its mentions (and where each occurs),
 * citations and markers, aspects and neighbours; the engine's raw response only when asked for. A chat of another
 * project (or organization) is not found. Authorizes at once; the chat is read by `load()`.
 */
export async function prepareChatDetail(
  services: Services,
  auth: AuthContext,
  projectKey: string,
  chatDocumentId: string,
  options: { raw?: boolean } = {},
): Promise<AnalyticsRead<ChatDetail>> {
  const project = await findReadableProject(services, auth, projectKey);
  return chatDetailRead(services, project, chatDocumentId, { raw: options.raw === true });
}

/** The cached read of one chat of an authorized project; with `promptId`, only a chat answering that prompt. */
export function chatDetailRead(
  services: Services,
  project: ProjectAccess,
  chatDocumentId: string,
  options: { raw: boolean; promptId?: number },
): AnalyticsRead<ChatDetail> {
  const { raw, promptId } = options;
  return {
    key: {
      projectId: project.id,
      dataVersion: project.dataVersion,
      endpoint: 'chat',
      query: { chat: chatDocumentId, raw, prompt: promptId ?? null },
    },
    async load() {
      const [chat, profile] = await Promise.all([
        findChatDetail(services.db, project.id, chatDocumentId, { raw, promptId }),
        loadAnalysisProfile(services.db, project.id),
      ]);
      if (!chat) throw new NotFoundError('Chat not found');
      const highlights = answerHighlights(chat.answer, chat.mentions, chat.citations, profile);
      return {
        ...chat,
        ...highlights,
        ...chatFanOut(chat.searchQueries, chat.retrieved, chat.citations),
        engine: chat.engine as EngineId,
        collectedAt: chat.collectedAt.toISOString(),
      };
    },
  };
}
