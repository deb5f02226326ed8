import { malformed } from '../../errors.ts';
import { asArray, asNumber, asObject, asString } from '../../shared/shape.ts';
import type { Citation, EngineUsage } from '../../types.ts';
import { type AnswerParts, segmentSpan } from './gemini-segment.ts';

export interface ParsedGemini {
  text: string;
  citations: Citation[];
  model: string | undefined;
  usage: EngineUsage;
}

/**
 * Reads a generateContent body: the first candidate's answer is its text parts that are not thoughts
 * (`thought: true`), joined as the SDK's `text` does; tool parts (`executableCode`, `functionCall`…) have no text.
 * One citation per (grounding support, chunk), spanning the support's segment (gemini-segment.ts: UTF-8 byte
 * offsets into the part `partIndex` names, converted to UTF-16 indices into the answer). `url` is the chunk's
 * redirect link, `title` its domain title. No groundingMetadata → no citations.
 *
 * Usage is what Google bills: input = `promptTokenCount` + `toolUsePromptTokenCount` (the search results fed to
 * the model), output = `candidatesTokenCount` + `thoughtsTokenCount` (thinking is billed as output).
 */
export function parseGeminiBody(body: unknown): ParsedGemini {
  const root = asObject(body);
  if (!root) throw malformed('Gemini body is not an object');
  const candidates = root.candidates === undefined ? [] : asArray(root.candidates);
  if (!candidates) throw malformed('`candidates` is not an array');
  if (candidates.length === 0 && !asObject(root.promptFeedback))
    throw malformed('no candidates and no promptFeedback');
  const candidate = asObject(candidates[0]);
  const parts = answerParts(asArray(asObject(candidate?.content)?.parts) ?? []);
  const metadata = asObject(candidate?.groundingMetadata);
  const chunks = asArray(metadata?.groundingChunks) ?? [];
  const citations: Citation[] = [];
  for (const s of asArray(metadata?.groundingSupports) ?? []) {
    const support = asObject(s);
    const span = segmentSpan(asObject(support?.segment), parts);
    for (const i of asArray(support?.groundingChunkIndices) ?? []) {
      const web = asObject(asObject(typeof i === 'number' ? chunks[i] : undefined)?.web);
      const url = asString(web?.uri);
      if (!url) continue;
      const title = asString(web?.title);
      citations.push({ url, ...(title ? { title } : {}), ...(span ?? {}) });
    }
  }
  const usage = asObject(root.usageMetadata);
  const count = (key: string) => asNumber(usage?.[key]) ?? 0;
  return {
    text: parts.text,
    citations,
    model: asString(root.modelVersion),
    usage: {
      inputTokens: count('promptTokenCount') + count('toolUsePromptTokenCount'),
      outputTokens: count('candidatesTokenCount') + count('thoughtsTokenCount'),
    },
  };
}

function answerParts(list: unknown[]): AnswerParts {
  const parts: AnswerParts = { text: '', byPartIndex: new Map(), ordered: [] };
  list.forEach((p, index) => {
    const part = asObject(p);
    const text = part?.thought === true ? undefined : asString(part?.text);
    if (text === undefined) return;
    const entry = { text, start: parts.text.length };
    parts.byPartIndex.set(index, entry);
    parts.ordered.push(entry);
    parts.text += text;
  });
  return parts;
}
