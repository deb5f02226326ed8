import { malformed } from '../../errors.ts';
import { clampSpan } from '../../shared/citation-span.ts';
import { reportedCost } from '../../shared/provider-cost.ts';
import { asArray, asNumber, asObject, asString } from '../../shared/shape.ts';
import type { Citation, EngineUsage } from '../../types.ts';

export interface ParsedResponses {
  text: string;
  citations: Citation[];
  model: string | undefined;
  usage: EngineUsage;
  /** The cost the provider reports in `usage` (Perplexity's `cost.total_cost`). */
  reportedCost: number | undefined;
}

const separator = '\n\n';

/**
 * Reads an OpenAI-style Responses body (OpenAI, Perplexity Agent API, xAI): the `output_text` parts of
 * `message` items, joined with a blank line, and their `url_citation` annotations. Annotation offsets are
 * treated as UTF-16 indices into their part, shifted by the part's position and clamped to it.
 */
export function parseResponsesBody(body: unknown): ParsedResponses {
  const root = asObject(body);
  const output = asArray(root?.output);
  if (!root || !output) throw malformed('Responses body without an `output` array');
  let text = '';
  const citations: Citation[] = [];
  for (const item of output) {
    const message = asObject(item);
    if (message?.type !== 'message') continue;
    for (const part of asArray(message.content) ?? []) {
      const content = asObject(part);
      if (content?.type !== 'output_text') continue;
      const partText = asString(content.text);
      if (partText === undefined) throw malformed('`output_text` without a string `text`');
      if (text !== '' && partText !== '') text += separator;
      const offset = text.length;
      text += partText;
      for (const a of asArray(content.annotations) ?? []) {
        const annotation = asObject(a);
        const url = asString(annotation?.url);
        if (annotation?.type !== 'url_citation' || !url) continue;
        const span = clampSpan(partText, asNumber(annotation.start_index), asNumber(annotation.end_index));
        const title = asString(annotation.title);
        citations.push({
          url,
          ...(title ? { title } : {}),
          ...(span ? { startIndex: span.startIndex + offset, endIndex: span.endIndex + offset } : {}),
        });
      }
    }
  }
  const usage = asObject(root.usage);
  return {
    text,
    citations,
    model: asString(root.model),
    usage: {
      inputTokens: asNumber(usage?.input_tokens) ?? 0,
      outputTokens: asNumber(usage?.output_tokens) ?? 0,
    },
    reportedCost: reportedCost(usage),
  };
}
