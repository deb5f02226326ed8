import { describe, expect, it } from 'vitest';
import { citedRows, citedSpans } from '../../testing/spans.ts';
import { composeSerpApiAnswer } from './serpapi-compose.ts';

const ref = (index: number, name: string) => ({ index, title: name, link: `https://${name}.example.com/` });
const spans = (blocks: unknown[], references: unknown[]) => {
  const composed = composeSerpApiAnswer(blocks, references);
  return { text: composed.text, spans: citedSpans(composed) };
};

describe('composeSerpApiAnswer', () => {
  it('matches reference_indexes to references[].index, not to array positions', () => {
    const references = [ref(2, 'c'), ref(0, 'a'), ref(1, 'b')];
    const { text, citations } = composeSerpApiAnswer(
      [
        { type: 'paragraph', snippet: '첫 문단입니다.', reference_indexes: [0] },
        { type: 'paragraph', snippet: '둘째 문단입니다.', reference_indexes: [2, 1] },
      ],
      references,
    );
    expect(text).toBe('첫 문단입니다.\n\n둘째 문단입니다.');
    expect(citations.map((c) => c.url)).toEqual([
      'https://a.example.com/',
      'https://c.example.com/',
      'https://b.example.com/',
    ]);
    expect(citations[0]).toMatchObject({ title: 'a', startIndex: 0, endIndex: '첫 문단입니다.'.length });
  });

  it('writes headings, titled and nested list items, and cites each item line without its marker', () => {
    const result = spans(
      [
        { type: 'heading', snippet: 'Brands' },
        {
          type: 'list',
          list: [
            {
              title: 'A:',
              snippet: 'first',
              reference_indexes: [0],
              list: [{ snippet: 'deep', reference_indexes: [1] }],
            },
            { title: 'Only title' },
            { snippet: '  ' },
          ],
        },
      ],
      [ref(0, 'a'), ref(1, 'b')],
    );
    expect(result.text).toBe('## Brands\n\n- **A:** first\n  - deep\n- **Only title**');
    expect(result.spans).toEqual([
      { url: 'https://a.example.com/', span: '**A:** first' },
      { url: 'https://b.example.com/', span: 'deep' },
    ]);
  });

  it('keeps unknown block types by their snippet or title, recursing into nested text_blocks', () => {
    const result = spans(
      [
        { type: 'comparison', snippet: 'A beats B.', reference_indexes: [0] },
        {
          type: 'expandable',
          title: 'More',
          text_blocks: [{ type: 'paragraph', snippet: 'Hidden.', reference_indexes: [1] }],
        },
        { type: 'code', language: 'sh', code: 'echo hi\n' },
        {
          type: 'table',
          table: [
            ['k', 'v'],
            ['a|b', 1],
          ],
        },
        { type: 'carousel', items: [1, 2] },
      ],
      [ref(0, 'a'), ref(1, 'b')],
    );
    expect(result.text).toBe(
      'A beats B.\n\nMore\n\nHidden.\n\n```sh\necho hi\n```\n\n| k | v |\n| --- | --- |\n| a\\|b | 1 |',
    );
    expect(result.spans).toEqual([
      { url: 'https://a.example.com/', span: 'A beats B.' },
      { url: 'https://b.example.com/', span: 'Hidden.' },
    ]);
  });

  it('cites a reference once per block, skips unknown indexes and references without a link', () => {
    const { citations } = composeSerpApiAnswer(
      [{ type: 'paragraph', snippet: 'x', reference_indexes: [0, 0, 7, 1, '0'] }],
      [ref(0, 'a'), { index: 1, title: 'no link' }, ref(3, 'unused')],
    );
    expect(citations).toEqual([
      { url: 'https://a.example.com/', title: 'a', startIndex: 0, endIndex: 1 },
      { url: 'https://unused.example.com/', title: 'unused' },
    ]);
  });

  it('composes nothing from blocks without text', () => {
    expect(
      composeSerpApiAnswer([{ type: 'paragraph', snippet: '' }, { type: 'list', list: [] }, null], []),
    ).toEqual({
      text: '',
      citations: [],
    });
  });

  it('lists a page once: the title of any of its references, unreferenced pages without an index too', () => {
    const { citations } = composeSerpApiAnswer(
      [{ type: 'paragraph', snippet: 'x', reference_indexes: [5, 0] }],
      [
        { index: 0, link: 'https://a.example.com/' },
        { index: 5, link: 'https://a.example.com/', title: 'A' },
        { link: 'https://b.example.com/', title: 'B' },
      ],
    );
    expect(citations).toEqual([
      { url: 'https://a.example.com/', title: 'A', startIndex: 0, endIndex: 1 },
      { url: 'https://b.example.com/', title: 'B' },
    ]);
  });

  it('cites snippet links to other sites, unwraps Google redirects and skips Google’s own pages', () => {
    const result = composeSerpApiAnswer(
      [
        {
          type: 'paragraph',
          snippet: 'Try Acme or Bolt, or search.',
          snippet_links: [
            { text: 'Acme', link: 'https://www.google.com/url?q=https%3A%2F%2Facme.example%2F&sa=U' },
            { text: 'Bolt', link: 'https://bolt.example/' },
            { text: 'search', link: 'https://www.google.com/search?q=acme&ibp=oshop' },
            { text: 'Acme', link: 'mailto:hi@acme.example' },
          ],
        },
      ],
      [],
    );
    expect(citedRows(result)).toEqual([
      {
        url: 'https://www.google.com/url?q=https%3A%2F%2Facme.example%2F&sa=U',
        resolvedUrl: 'https://acme.example/',
        title: 'Acme',
        span: 'Acme',
      },
      { url: 'https://bolt.example/', title: 'Bolt', span: 'Bolt' },
    ]);
  });
});
