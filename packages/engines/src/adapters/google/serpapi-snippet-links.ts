import { asArray, asObject, asString, type JsonObject } from '../../shared/shape.ts';
import type { Citation } from '../../types.ts';
import { isButtonLabel } from './google-button-labels.ts';

/** A link of a block's `snippet_links` (`{text, link}`): the words it is on and where it leads. */
export interface SnippetLink {
  text: string;
  url: string;
  /** The page a Google redirect (`google.com/url?q=…`) leads to. */
  resolvedUrl?: string;
}

const googleHost = /^(?:[a-z0-9-]+\.)*google\.[a-z.]+$|^maps\.app\.goo\.gl$/;

/**
 * The site a link leads to: a link to another site as it is; a Google redirect (`/url?q=` or `url=`) with the
 * page it names as `resolvedUrl`; null for Google's own pages (search, shopping, maps: "Directions") and for
 * anything that is not http(s) (`tel:` of a "Call" button).
 */
function siteLink(link: string): Pick<SnippetLink, 'url' | 'resolvedUrl'> | null {
  if (!URL.canParse(link)) return null;
  const url = new URL(link);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!googleHost.test(url.hostname)) return { url: link };
  const target = url.pathname === '/url' ? (url.searchParams.get('q') ?? url.searchParams.get('url')) : null;
  if (!target || !URL.canParse(target) || !/^https?:$/.test(new URL(target).protocol)) return null;
  return googleHost.test(new URL(target).hostname) ? null : { url: link, resolvedUrl: target };
}

/** The `snippet_links` of a block or list item that lead to a site. */
export function snippetLinks(block: JsonObject | undefined): SnippetLink[] {
  const links: SnippetLink[] = [];
  for (const l of asArray(block?.snippet_links) ?? []) {
    const entry = asObject(l);
    const link = asString(entry?.link)?.trim();
    const site = link ? siteLink(link) : null;
    if (site) links.push({ text: asString(entry?.text)?.trim() ?? '', ...site });
  }
  return links;
}

/** The texts of a block's `snippet_links`, all of them (buttons included): the words they are on. */
export function snippetLinkTexts(block: JsonObject | undefined): Set<string> {
  const texts = new Set<string>();
  for (const l of asArray(block?.snippet_links) ?? []) {
    const text = asString(asObject(l)?.text)?.trim();
    if (text) texts.add(text);
  }
  return texts;
}

/**
 * A citation for a snippet link of content written at `offset`: spanning the linked words where the content has
 * them, else (a button such as "Website", whose label is not kept) the whole content. `title`: the references'
 * title for the URL, else the linked words, else for a button the item's title (the place's name).
 */
export function snippetLinkCitation(
  link: SnippetLink,
  content: string,
  offset: number,
  titles: { referenceTitle: string | undefined; itemTitle: string | undefined },
): Citation {
  const button = link.text === '' || isButtonLabel(link.text);
  const at = button ? -1 : content.indexOf(link.text);
  const span =
    at === -1
      ? { startIndex: offset, endIndex: offset + content.length }
      : { startIndex: offset + at, endIndex: offset + at + link.text.length };
  const title = titles.referenceTitle ?? (button ? titles.itemTitle : link.text);
  return {
    url: link.url,
    ...(link.resolvedUrl ? { resolvedUrl: link.resolvedUrl } : {}),
    ...(title ? { title } : {}),
    ...span,
  };
}
