import type { ChatListQuery, ChatListResponse } from '@sightline/contracts';
import {
  type AuthContext,
  type ChatPageFilter,
  findAnalyticsProject,
  listChatMentions,
  listChatPage,
  type TrackedBrand,
} from '@sightline/db';
import type { Services } from '../../services.ts';
import { findReadableProject } from '../analytics/find-readable-project.ts';
import { resolveReportFilter } from '../analytics/report-filter.ts';
import { buildChatSummaries } from './build-chat-summaries.ts';
import { parseChatBrandFilter } from './chat-brand-filter.ts';
import { decodeChatCursor, encodeChatCursor } from './chat-cursor.ts';
import { parseLimit } from './parse-limit.ts';

export const defaultChatLimit = 20;
export const maxChatLimit = 100;

/**
 * `GET /api/v1/projects/:id/chats`: the answers behind a number — the project's chats within the report filters
 * (ok and no-answer), optionally only those mentioning (or not) one brand, newest first, a page at a time with an
 * opaque keyset cursor. Any member may read it; not cached (pages move as answers arrive). `cited` keeps only the chats
 * citing a domain or URL (the source screens' answers).
 */
export async function listChats(
  services: Services,
  auth: AuthContext,
  projectKey: string,
  query: ChatListQuery,
  now = new Date(),
  cited?: ChatPageFilter['cited'],
): Promise<ChatListResponse> {
  const { brand, mentioned, limit: limitParam, cursor, ...filterQuery } = query;
  const limit = parseLimit(limitParam, defaultChatLimit, maxChatLimit);
  const after = decodeChatCursor(cursor);
  const project = await findReadableProject(services, auth, projectKey);
  const filter = await resolveReportFilter(services, project, filterQuery, now);
  const brands: TrackedBrand[] = (await findAnalyticsProject(services.db, project.id))?.brands ?? [];
  const brandFilter = parseChatBrandFilter(brand, mentioned, brands);

  const rows = await listChatPage(services.db, {
    organizationId: project.organizationId,
    projectId: project.id,
    from: filter.from,
    to: filter.to,
    engines: filter.engines,
    promptIds: filter.promptIds,
    brand: brandFilter,
    cited,
    after,
    limit,
  });
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
      nextCursor: rows.length > limit && last ? encodeChatCursor(last) : null,
      from: filter.from,
      to: filter.to,
    },
  };
}
