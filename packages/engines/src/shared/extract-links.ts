import type { Citation } from '../types.ts';

const markdownLink = /\[([^\]\n]*)\]\((https?:\/\/[^\s)]+)\)/g;
/** ASCII URL characters only: Korean particles glued to a URL ("…/about에서") end it. */
const bareUrl = /https?:\/\/[A-Za-z0-9\-._~:/?#@!$&'*+,;=%()]+/g;
const trailingPunctuation = /[.,;:!?'*]+$/;

/** Drops trailing punctuation and a closing parenthesis that has no opening one inside the URL. */
function trimUrl(url: string): string {
  let out = url.replace(trailingPunctuation, '');
  while (out.endsWith(')') && (out.match(/\(/g)?.length ?? 0) < (out.match(/\)/g)?.length ?? 0)) {
    out = out.slice(0, -1).replace(trailingPunctuation, '');
  }
  return out;
}

/**
 * Citations extracted from answer text (engines without provider citations): markdown links `[title](url)`
 * (span = the whole link, title = the link text) and bare URLs (span = the URL), in text order, each
 * flagged `extracted: true`.
 */
export function extractLinks(text: string): Citation[] {
  const found: Citation[] = [];
  const taken: [number, number][] = [];
  for (const m of text.matchAll(markdownLink)) {
    const title = m[1]?.trim();
    const url = m[2] ?? '';
    taken.push([m.index, m.index + m[0].length]);
    found.push({
      url,
      ...(title ? { title } : {}),
      startIndex: m.index,
      endIndex: m.index + m[0].length,
      extracted: true,
    });
  }
  for (const m of text.matchAll(bareUrl)) {
    if (taken.some(([s, e]) => m.index >= s && m.index < e)) continue;
    const url = trimUrl(m[0]);
    if (url.length <= 'https://'.length) continue;
    found.push({ url, startIndex: m.index, endIndex: m.index + url.length, extracted: true });
  }
  return found.sort((a, b) => (a.startIndex ?? 0) - (b.startIndex ?? 0));
}
