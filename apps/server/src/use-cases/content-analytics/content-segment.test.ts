import { describe, expect, it } from 'vitest';
import { addCitations, asContentType, contentSegment, type TypeCounts } from './content-segment.ts';

describe('content segments', () => {
  it('zero-fills the report’s types, gives shares of the segment, and names the most cited type', () => {
    const byKey = new Map<string, TypeCounts>();
    addCitations(byKey, 'gemini', 'video', 3);
    addCitations(byKey, 'gemini', 'article', 1);
    addCitations(byKey, 'gemini', 'video', 2);
    const segment = contentSegment(byKey.get('gemini'), ['article', 'video', 'forum']);
    expect(segment).toEqual({
      citations: 6,
      types: [
        { contentType: 'article', citations: 1, share: 1 / 6 },
        { contentType: 'video', citations: 5, share: 5 / 6 },
        { contentType: 'forum', citations: 0, share: 0 },
      ],
      top: 'video',
    });
  });

  it('breaks a tie by the report’s order, and has no shares or top without citations', () => {
    const byKey = new Map<string, TypeCounts>();
    addCitations(byKey, 'x', 'news', 2);
    addCitations(byKey, 'x', 'forum', 2);
    expect(contentSegment(byKey.get('x'), ['forum', 'news']).top).toBe('forum');
    expect(contentSegment(byKey.get('x'), ['news', 'forum']).top).toBe('news');
    expect(contentSegment(undefined, ['news'])).toEqual({
      citations: 0,
      types: [{ contentType: 'news', citations: 0, share: null }],
      top: null,
    });
  });

  it('counts a type it does not know as other', () => {
    expect(asContentType('podcast')).toBe('other');
    expect(asContentType('docs')).toBe('docs');
  });
});
