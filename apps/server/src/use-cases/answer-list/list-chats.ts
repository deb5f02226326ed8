import type { ChatListQuery, ChatListResponse } from '@sightline/contracts';
import { type AuthContext, type ChatPageFilter, listChatMentions, listChatPage } from '@sightline/db';
import type { Services } from '../../services.ts';
import { parseLimit } from '../analytics/parse-limit.ts';
import { buildChatSummaries } from './build-chat-summaries.ts';
import { decodeChatCursor, encodeChatCursor } from './chat-cursor.ts';
import { resolveChatList } from './chat-list-filter.ts';

export const defaultChatLimit = 20;
export const maxChatLimit = 100;

/**
 * `GET /api/v1/projects/:id/chats`: the answers behind a number — the project's chats within the report filters
 * (ok and no-answer), optionally only those mentioning (or not) one brand, of one status, simulated or real, citing a
 * domain or containing a text, newest (or oldest) first, a page at a time with an opaque keyset cursor. Any member
 * may read it; not cached (pages move as answers arrive). `scope` keeps only the chats citing a domain or URL (the
 * source screens' answers) or a watch's hits.
 */
export async function listChats(
  services: Services,
  auth: AuthContext,
  projectKey: string,
  query: ChatListQuery,
  now = new Date(),
  scope?: ChatPageFilter['scope'],
): Promise<ChatListResponse> {
  const { limit: limitParam, cursor, ...filterQuery } = query;
  const limit = parseLimit(limitParam, defaultChatLimit, maxChatLimit);
  const { project, filter, brands } = await resolveChatList(
    services,
    auth,
    projectKey,
    filterQuery,
    now,
    scope,
  );
  const after = decodeChatCursor(cursor, filter.order ?? 'newest');
  const rows = await listChatPage(services.db, { ...filter, after, limit });
  const page = rows.slice(0, limit);
  const mentions = await listChatMentions(
    services.db,
    project.id,
    page.map((r) => r.id),
  );
  const last = page.at(-1);
  return {
    data: buildChatSummaries(page, mentions, brands),
    meta: {
      nextCursor: rows.length > limit && last ? encodeChatCursor(last, filter.order ?? 'newest') : null,
      from: filter.from,
      to: filter.to,
    },
  };
}
