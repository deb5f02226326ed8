import { describe, expect, it } from 'vitest';
import { citedRows } from '../../testing/spans.ts';
import { chatAnnotationCitations } from './chat-annotations.ts';

const text = '🙂🙂 커피는 [onion.example.kr](https://onion.example.kr/) 참고.';
const link = '[onion.example.kr](https://onion.example.kr/)';
const utf16 = text.indexOf(link);

const rows = (annotations: unknown[]) =>
  citedRows({ text, citations: chatAnnotationCitations(text, { annotations }) });

describe('chatAnnotationCitations', () => {
  it('reads nested and flat url_citation annotations as UTF-16 offsets (after two emoji)', () => {
    expect(
      rows([
        {
          type: 'url_citation',
          url_citation: {
            url: 'https://onion.example.kr/',
            title: 'Onion',
            start_index: utf16,
            end_index: utf16 + link.length,
          },
        },
        {
          type: 'url_citation',
          url: 'https://onion.example.kr/',
          start_index: utf16,
          end_index: utf16 + link.length,
        },
        { type: 'file_citation', file_id: 'f1' },
      ]),
    ).toEqual([
      { url: 'https://onion.example.kr/', title: 'Onion', span: link },
      { url: 'https://onion.example.kr/', title: undefined, span: link },
    ]);
  });

  it('clamps offsets to the text and keeps a citation without offsets', () => {
    expect(
      rows([
        {
          type: 'url_citation',
          url_citation: { url: 'https://a.example/', start_index: 5, end_index: 10_000 },
        },
        { type: 'url_citation', url_citation: { url: 'https://b.example/' } },
      ]),
    ).toEqual([
      { url: 'https://a.example/', title: undefined, span: text.slice(5) },
      { url: 'https://b.example/', title: undefined, span: undefined },
    ]);
  });
});
