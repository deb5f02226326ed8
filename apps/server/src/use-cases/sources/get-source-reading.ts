import type { SourceDomainsReadingBody, SourceDomainsReadingResponse } from '@sightline/contracts';
import { platformSites } from '@sightline/core';
import { type AuthContext, countAnswersReadingSites } from '@sightline/db';
import type { Services } from '../../services.ts';
import { findReadableProject } from '../analytics/find-readable-project.ts';
import { resolveReportFilter } from '../report-filter/index.ts';
import { parseDomain } from './parse-domain.ts';

/** The other sites under a site, whose pages are not its own (blog.naver.com, cafe.naver.com… under naver.com). */
export const sitesUnder = (site: string) =>
  [...platformSites].filter((s) => s !== site && s.endsWith(`.${site}`));

/**
 * `POST /api/v1/projects/:id/source-domains-reading`: for the listed sites (a page of the site table), the answers
 * under the report filters that read one of their pages while answering, and those that did not cite them (the
 * answers' fan-out). Any member may read it; another organization's project is a 404.
 */
export async function getSourceDomainsReading(
  services: Services,
  auth: AuthContext,
  projectKey: string,
  body: SourceDomainsReadingBody,
  now = new Date(),
): Promise<SourceDomainsReadingResponse> {
  const { domains: asked, ...filterQuery } = body;
  const domains = [...new Set(asked.map((d) => parseDomain(d, 'domains')))];
  const project = await findReadableProject(services, auth, projectKey);
  const filter = await resolveReportFilter(services, project, filterQuery, now);
  const found = await countAnswersReadingSites(
    services.db,
    {
      projectId: project.id,
      from: filter.from,
      to: filter.to,
      engines: filter.engines,
      promptIds: filter.promptIds,
    },
    domains.map((site) => ({ site, otherSites: sitesUnder(site) })),
  );
  return {
    data: domains.map((domain) => ({
      domain,
      reading: found.get(domain)?.reading ?? 0,
      readingNotCiting: found.get(domain)?.readingNotCiting ?? 0,
    })),
    meta: { from: filter.from, to: filter.to },
  };
}
