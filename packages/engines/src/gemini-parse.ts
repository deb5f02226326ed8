import { clampSpan } from './citation-span.ts';
import { malformed } from './errors.ts';
import { asArray, asNumber, asObject, asString } from './shape.ts';
import type { Citation, EngineUsage } from './types.ts';
import { utf8ByteOffsetToIndex } from './utf8-offsets.ts';

export interface ParsedGemini {
  text: string;
  citations: Citation[];
  model: string | undefined;
  usage: EngineUsage;
}

/**
 * Reads a generateContent body: the first candidate's text parts (joined as the SDK's `text` does) and
 * one citation per (grounding support, chunk). Segment offsets are UTF-8 byte offsets into the part named
 * by `partIndex` (default 0); they are converted to UTF-16 indices into the joined text. `url` is the
 * chunk's redirect link, `title` its domain title. No groundingMetadata → no citations.
 */
export function parseGeminiBody(body: unknown): ParsedGemini {
  const root = asObject(body);
  if (!root) throw malformed('Gemini body is not an object');
  const candidates = root.candidates === undefined ? [] : asArray(root.candidates);
  if (!candidates) throw malformed('`candidates` is not an array');
  if (candidates.length === 0 && !asObject(root.promptFeedback))
    throw malformed('no candidates and no promptFeedback');
  const candidate = asObject(candidates[0]);
  const parts = (asArray(asObject(candidate?.content)?.parts) ?? []).map((p) => asObject(p));
  const partTexts: string[] = [];
  const partStarts: number[] = [];
  let text = '';
  for (const part of parts) {
    const partText = part?.thought === true ? undefined : asString(part?.text);
    partStarts.push(text.length);
    partTexts.push(partText ?? '');
    text += partText ?? '';
  }
  const metadata = asObject(candidate?.groundingMetadata);
  const chunks = asArray(metadata?.groundingChunks) ?? [];
  const citations: Citation[] = [];
  for (const s of asArray(metadata?.groundingSupports) ?? []) {
    const support = asObject(s);
    const segment = asObject(support?.segment);
    const partIndex = asNumber(segment?.partIndex) ?? 0;
    const partText = partTexts[partIndex];
    let span: { startIndex: number; endIndex: number } | undefined;
    if (partText !== undefined) {
      const start = utf8ByteOffsetToIndex(partText, asNumber(segment?.startIndex) ?? 0);
      const end = asNumber(segment?.endIndex);
      const local = clampSpan(
        partText,
        start,
        end === undefined ? undefined : utf8ByteOffsetToIndex(partText, end),
      );
      const shift = partStarts[partIndex] ?? 0;
      if (local) span = { startIndex: local.startIndex + shift, endIndex: local.endIndex + shift };
    }
    for (const i of asArray(support?.groundingChunkIndices) ?? []) {
      const web = asObject(asObject(typeof i === 'number' ? chunks[i] : undefined)?.web);
      const url = asString(web?.uri);
      if (!url) continue;
      const title = asString(web?.title);
      citations.push({ url, ...(title ? { title } : {}), ...(span ?? {}) });
    }
  }
  const usage = asObject(root.usageMetadata);
  return {
    text,
    citations,
    model: asString(root.modelVersion),
    usage: {
      inputTokens: asNumber(usage?.promptTokenCount) ?? 0,
      outputTokens: (asNumber(usage?.candidatesTokenCount) ?? 0) + (asNumber(usage?.thoughtsTokenCount) ?? 0),
    },
  };
}
