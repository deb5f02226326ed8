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
