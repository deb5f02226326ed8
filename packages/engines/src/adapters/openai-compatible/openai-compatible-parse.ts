import { extractLinks } from '../../shared/extract-links.ts';
import type { Citation } from '../../types.ts';
import { type ParsedChatCompletion, parseChatCompletionBody } from '../openai-api/chat-completions-parse.ts';

export interface ParsedCompatible extends Omit<ParsedChatCompletion, 'root' | 'annotations'> {
  citations: Citation[];
}

const overlaps = (a: Citation, b: Citation) =>
  a.startIndex !== undefined &&
  a.endIndex !== undefined &&
  b.startIndex !== undefined &&
  b.endIndex !== undefined &&
  a.startIndex < b.endIndex &&
  b.startIndex < a.endIndex;

/**
 * An OpenAI-compatible chat completion: the provider's `url_citation` annotations first (OpenRouter's web
 * search), then the links found in the text (`extracted`), except a link that repeats an annotation's URL where
 * the annotation already covers it. A reported `usage.cost` is kept as the provider's cost.
 */
export function parseCompatibleBody(body: unknown): ParsedCompatible {
  const { root: _root, annotations, ...parsed } = parseChatCompletionBody(body);
  const extracted = extractLinks(parsed.text).filter(
    (link) =>
      !annotations.some((a) => a.url === link.url && (a.startIndex === undefined || overlaps(a, link))),
  );
  return { ...parsed, citations: [...annotations, ...extracted] };
}
