import type { TopDomainsResponse } from '@sightline/contracts';
import { normalizeUrl, ratio } from '@sightline/core';
import type { OwnedMediaRow, TopDomainSums } from '@sightline/db';

export interface TopDomainsInputs {
  from: string;
  to: string;
  /** Successful answers of the filter. */
  n: number;
  sums: TopDomainSums;
  owned: readonly OwnedMediaRow[];
}

/** Hosts of the project's owned sites: each owned domain, and the host of each owned URL (without `www.`). */
export function ownedHosts(owned: readonly OwnedMediaRow[]): Set<string> {
  const hosts = new Set<string>();
  for (const media of owned) {
    const host = normalizeUrl(media.value).host;
    if (host) hosts.add(host);
  }
  return hosts;
}

const fractionOf = (part: number, whole: number) => {
  const value = ratio(part, whole);
  return value === null ? null : Math.min(1, Math.max(0, value));
};

/**
 * The dashboard's most cited domains with their shares of all citations, of n and of impression
 * (docs/features/metrics.md, Sources: domains and pages).
 */
export function buildTopDomains({ from, to, n, sums, owned }: TopDomainsInputs): TopDomainsResponse['data'] {
  const hosts = ownedHosts(owned);
  return {
    from,
    to,
    n,
    citations: sums.citations,
    domains: sums.domains.map((d) => ({
      domain: d.domain,
      sourceType: d.sourceType,
      citations: d.citations,
      share: fractionOf(d.citations, sums.citations),
      answersCiting: d.answersCiting,
      rate: fractionOf(d.answersCiting, n),
      impressionShare: fractionOf(d.impression, sums.impression),
      owned: hosts.has(d.domain),
    })),
  };
}
