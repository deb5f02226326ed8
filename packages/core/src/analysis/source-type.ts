/**
 * Source type of a cited host, in this order:
 * 1. `owned`: the host is (a subdomain of) one of the project's owned domains;
 * 2. `competitor`: the host is (a subdomain of) a competitor's domain;
 * 3. the curated list (source-domains.ts), most specific host first;
 * 4. `institutional` by public suffix: government, education, military, international and non-profit suffixes
 *    (.go.kr, .ac.kr, .or.kr, .re.kr, school suffixes, .gov, .edu, .mil, .int, .org, gov.uk, ac.uk, …);
 * 5. host words: forum/community/bbs/board → `ugc`, wiki → `reference`, news → `editorial`;
 * 6. `corporate` for any other registrable domain, `other` for IP addresses, localhost and unparsable URLs.
 */
import { parse } from 'tldts';
import { hostMatches } from './normalize-url.ts';
import { curatedSourceType } from './source-domains.ts';
import type { SourceType } from './types.ts';

export interface SourceOwners {
  ownedHosts: readonly string[];
  competitorHosts: ReadonlyArray<{ host: string; key: string }>;
}

const INSTITUTIONAL_SUFFIXES = new Set(
  `go.kr ac.kr or.kr re.kr mil.kr hs.kr ms.kr es.kr sc.kr kg.kr gov edu mil int org gov.uk ac.uk nhs.uk go.jp ac.jp
  or.jp gov.au edu.au gc.ca gov.cn edu.cn gov.sg edu.sg gov.in ac.in`.split(/\s+/),
);

function isInstitutionalSuffix(suffix: string): boolean {
  return (
    INSTITUTIONAL_SUFFIXES.has(suffix) ||
    suffix.startsWith('gov.') ||
    suffix.startsWith('edu.') ||
    suffix.endsWith('.gov') ||
    suffix.endsWith('.edu')
  );
}

/** `publicSuffix` may be passed when already known (normalizeUrl computes it). */
export function classifySourceType(
  host: string,
  owners: SourceOwners,
  publicSuffix?: string,
): { sourceType: SourceType; competitorKey?: string } {
  if (host.length === 0) return { sourceType: 'other' };
  if (owners.ownedHosts.some((owned) => hostMatches(host, owned))) return { sourceType: 'owned' };
  const competitor = owners.competitorHosts.find(({ host: domain }) => hostMatches(host, domain));
  if (competitor) return { sourceType: 'competitor', competitorKey: competitor.key };
  const curated = curatedSourceType(host);
  if (curated) return { sourceType: curated };
  const suffix = publicSuffix || parse(host, { extractHostname: false }).publicSuffix;
  if (!suffix || suffix === host || /^[\d.]+$/.test(host) || host.includes(':'))
    return { sourceType: 'other' };
  if (isInstitutionalSuffix(suffix)) return { sourceType: 'institutional' };
  const labels = host.slice(0, host.length - suffix.length - 1).split('.');
  if (labels.some((l) => /^(forums?|community|communities|bbs|board|boards|discuss|discussions)$/.test(l))) {
    return { sourceType: 'ugc' };
  }
  if (labels.some((l) => l.includes('wiki'))) return { sourceType: 'reference' };
  if (labels.some((l) => l.includes('news'))) return { sourceType: 'editorial' };
  return { sourceType: 'corporate' };
}
