import type { ChatListResponse, ChatsByDomainQuery, ChatsByUrlQuery } from '@sightline/contracts';
import type { AuthContext } from '@sightline/db';
import type { Services } from '../../services.ts';
import { listChats } from '../answer-list/list-chats.ts';
import { parseDomain } from './parse-domain.ts';
import { parsePageUrl } from './parse-page-url.ts';

/**
 * `GET /api/projects/:id/chats-by-domain`: exactly the chats with a citation of the domain, within the answers
 * list's filters and pages (newest first).
 */
export function listChatsByDomain(
  services: Services,
  auth: AuthContext,
  projectKey: string,
  query: ChatsByDomainQuery,
  now = new Date(),
): Promise<ChatListResponse> {
  const { domain, ...list } = query;
  return listChats(services, auth, projectKey, list, now, { domain: parseDomain(domain) });
}

/**
 * `GET /api/projects/:id/chats-by-url`: exactly the chats citing the page, matched on the normalized URL (so
 * tracking parameters, `www.`, a trailing slash or a fragment do not matter).
 */
export function listChatsByUrl(
  services: Services,
  auth: AuthContext,
  projectKey: string,
  query: ChatsByUrlQuery,
  now = new Date(),
): Promise<ChatListResponse> {
  const { url, ...list } = query;
  const normalized = parsePageUrl(url);
  return listChats(services, auth, projectKey, list, now, { normalizedUrl: normalized.normalizedUrl });
}
