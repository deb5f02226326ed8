import { malformed } from './errors.ts';
import { asArray, asNumber, asObject, asString } from './shape.ts';
import type { Citation, EngineUsage } from './types.ts';

export interface ParsedClaude {
  text: string;
  citations: Citation[];
  model: string | undefined;
  usage: EngineUsage;
  stopReason: string | undefined;
  content: unknown[];
}

/**
 * Reads a Messages body: the answer is the concatenation of its `text` blocks; each block citation covers
 * that whole block, at offsets computed from the running length (`textOffset` continues a paused turn).
 * Tool results, including `web_search_tool_result_error` (HTTP 200), contribute no text or citations.
 */
export function parseClaudeBody(body: unknown, textOffset = 0): ParsedClaude {
  const root = asObject(body);
  const content = asArray(root?.content);
  if (!root || !content) throw malformed('Messages body without a `content` array');
  let text = '';
  const citations: Citation[] = [];
  for (const b of content) {
    const block = asObject(b);
    if (block?.type !== 'text') continue;
    const blockText = asString(block.text);
    if (blockText === undefined) throw malformed('`text` block without a string `text`');
    const startIndex = textOffset + text.length;
    text += blockText;
    for (const c of asArray(block.citations) ?? []) {
      const citation = asObject(c);
      const url = asString(citation?.url);
      if (!url) continue;
      const title = asString(citation?.title);
      citations.push({
        url,
        ...(title ? { title } : {}),
        ...(blockText.length > 0 ? { startIndex, endIndex: startIndex + blockText.length } : {}),
      });
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
    stopReason: asString(root.stop_reason),
    content,
  };
}
