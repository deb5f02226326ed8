import type { EngineAnswer } from '../types.ts';

/** Each citation as `{ url, span }`, where `span` is the answer text it covers (undefined without offsets). */
export function citedSpans(
  answer: Pick<EngineAnswer, 'text' | 'citations'>,
): { url: string; span: string | undefined }[] {
  return answer.citations.map((c) => ({
    url: c.url,
    span:
      c.startIndex === undefined || c.endIndex === undefined
        ? undefined
        : answer.text.slice(c.startIndex, c.endIndex),
  }));
}

/**
 * Each citation as `{ url, title, span }` (and `resolvedUrl` when it has one): `span` is the stored text sliced with
 * the stored offsets, so comparing it with the expected words checks the offsets, whatever the characters.
 */
export function citedRows(
  answer: Pick<EngineAnswer, 'text' | 'citations'>,
): { url: string; title: string | undefined; span: string | undefined; resolvedUrl?: string }[] {
  return answer.citations.map((c, i) => ({
    url: c.url,
    title: c.title,
    span: citedSpans(answer)[i]?.span,
    ...(c.resolvedUrl !== undefined ? { resolvedUrl: c.resolvedUrl } : {}),
  }));
}
