/**
 * Citation facts: normalized URL, site (`domain`: the host on platforms whose hosts are separate sources, the
 * registrable domain elsewhere; platform-sites.ts), source type, content type and PAWC impression.
 *
 * Gemini grounding links (`vertexaisearch.cloud.google.com/grounding-api-redirect/…`) hide the page; Gemini puts the
 * page's domain in the chunk title, so when the title looks like a domain the citation's domain, source type and
 * content type (title only) come from it. Otherwise the redirect stays unresolved: domain = the redirect host, type
 * `other`. When collection resolved the redirect (`resolvedUrl`), the page it leads to is the citation's page:
 * normalized URL, domain and both types come from it, and `url` keeps the link as the engine gave it.
 */
import { parse } from 'tldts';
import { citationSentences } from './citation-positions.ts';
import type { CompiledProfile } from './compile-profile.ts';
import { classifyContentType } from './content-type.ts';
import { computeImpressions } from './impression.ts';
import { isNamedVendor, isTitledVendor, namedVendors } from './named-vendors.ts';
import { domainOf, hostOfDomainEntry, normalizeUrl } from './normalize-url.ts';
import { siteOf } from './platform-sites.ts';
import type { Sentence } from './sentences.ts';
import { hostFromSiteName } from './site-names.ts';
import { classifySourceType } from './source-type.ts';
import type { AnswerInput, CitationFact } from './types.ts';

const GEMINI_REDIRECT_HOST = 'vertexaisearch.cloud.google.com';
const DOMAIN_TITLE = /^(?:https?:\/\/)?(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+\/?$/i;

export function isGeminiRedirect(host: string, path: string): boolean {
  return host === GEMINI_REDIRECT_HOST && path.startsWith('/grounding-api-redirect');
}

/** The host named by a title such as "samsung.com" or "www.Samsung.com", or ''. */
export function hostFromTitle(title: string | undefined): string {
  const text = title?.trim() ?? '';
  if (!DOMAIN_TITLE.test(text)) return '';
  const host = hostOfDomainEntry(text);
  const parsed = parse(host);
  return parsed.domain && parsed.isIcann ? host : '';
}

/**
 * The site of a page an engine read (fan-out): its host's site, or for a Gemini redirect the site its title names
 * ('' when it names none).
 */
export function siteOfPage(url: string, title?: string): string {
  const page = normalizeUrl(url);
  if (!isGeminiRedirect(page.host, page.path)) return siteOf(page.host);
  const host = hostFromTitle(title) || hostFromSiteName(title);
  return host ? siteOf(host) : '';
}

export function analyzeCitations(
  answer: AnswerInput,
  sentences: readonly Sentence[],
  compiled: CompiledProfile,
): CitationFact[] {
  const vendors = namedVendors(answer.text);
  const facts = answer.citations.map((citation) => {
    const url = normalizeUrl(citation.resolvedUrl ?? citation.url);
    let host = url.host;
    let domain = siteOf(url.host);
    let registrable = url.domain;
    let suffix = url.publicSuffix;
    let path: string | null = url.path;
    let unresolved = false;
    if (isGeminiRedirect(url.host, url.path)) {
      // The chunk title names the site: its domain ("samsung.com"), or a well-known site's name ("유튜브").
      const titleHost = hostFromTitle(citation.title) || hostFromSiteName(citation.title);
      path = null;
      if (titleHost) {
        host = titleHost;
        domain = siteOf(titleHost);
        registrable = domainOf(titleHost);
        suffix = '';
      } else {
        domain = url.host;
        unresolved = true;
      }
    }
    const { sourceType, competitorKey } = unresolved
      ? { sourceType: 'other' as const, competitorKey: undefined }
      : classifySourceType(
          host,
          compiled.owners,
          suffix,
          path,
          isNamedVendor(registrable, suffix || parse(host).publicSuffix || '', vendors) ||
            isTitledVendor(citation.title, registrable, suffix || parse(host).publicSuffix || '', vendors),
        );
    const contentType = unresolved
      ? 'other'
      : classifyContentType({
          host,
          path,
          query: path === null ? '' : url.query,
          title: citation.title,
          sourceType,
        });
    return {
      url: citation.url,
      normalizedUrl: url.normalizedUrl,
      domain,
      sourceType,
      contentType,
      competitorKey: competitorKey ?? null,
      impression: 0,
    };
  });
  const supports = citationSentences(answer.text, answer.citations, sentences);
  const impressions = computeImpressions(
    sentences,
    supports,
    facts.map((f) => f.normalizedUrl),
  );
  facts.forEach((fact, c) => {
    fact.impression = impressions[c]!;
  });
  return facts;
}
