import type { ChatDetail } from '@sightline/contracts';
import type { AuthContext } from '@sightline/db';
import type { AnalyticsRead } from '../../analytics-cache/send-cached.ts';
import { findProjectFor } from '../../auth/find-project-for.ts';
import { findPromptFor } from '../../auth/find-prompt-for.ts';
import type { Services } from '../../services.ts';
import { chatDetailRead } from './get-chat-detail.ts';

/**
 * `GET /api/prompts/:id/chats/:chatId`: one answer to a prompt of the caller's organizations (by the prompt's
 * documentId), read from the prompt's project. A prompt of another organization, or a chat answering another
 * prompt, is not found.
 */
export async function preparePromptChatDetail(
  services: Services,
  auth: AuthContext,
  promptKey: string,
  chatDocumentId: string,
  options: { raw?: boolean } = {},
): Promise<AnalyticsRead<ChatDetail>> {
  const prompt = await findPromptFor(services, auth, promptKey, 'read');
  const project = await findProjectFor(services, auth, prompt.projectId, 'read');
  return chatDetailRead(services, project, chatDocumentId, {
    raw: options.raw === true,
    promptId: prompt.id,
  });
}
