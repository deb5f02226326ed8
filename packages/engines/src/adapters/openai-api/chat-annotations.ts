import { clampSpan } from '../../shared/citation-span.ts';
import { asArray, asNumber, asObject, asString } from '../../shared/shape.ts';
import type { Citation } from '../../types.ts';

/**
 * Citations from a chat completion message's `annotations` of type `url_citation`, in the shape OpenAI's search
 * models and OpenRouter give (`{type, url_citation: {url, title, content, start_index, end_index}}`) or flat
 * (`{type, url, title, start_index, end_index}`). Offsets are read as UTF-16 indices into the message text and
 * clamped to it (the unit is undocumented; docs/features/engines.md, Provider formats); none → no span.
 */
export function chatAnnotationCitations(
  text: string,
  message: Record<string, unknown> | undefined,
): Citation[] {
  const citations: Citation[] = [];
  for (const a of asArray(message?.annotations) ?? []) {
    const annotation = asObject(a);
    if (annotation?.type !== 'url_citation') continue;
    const fields = asObject(annotation.url_citation) ?? annotation;
    const url = asString(fields.url);
    if (!url) continue;
    const title = asString(fields.title)?.trim();
    const span = clampSpan(text, asNumber(fields.start_index), asNumber(fields.end_index));
    citations.push({ url, ...(title ? { title } : {}), ...(span ?? {}) });
  }
  return citations;
}
