import { describe, expect, it } from 'vitest';
import { normalizeMapped } from './normalize-text.ts';
import { stripMarkdown } from './strip-markdown.ts';

describe('stripMarkdown', () => {
  it.each([
    ['heading', '## Best phones', 'Best phones'],
    ['bullet list', '- Samsung\n* LG\n+ Sony', 'Samsung\nLG\nSony'],
    ['ordered list', '1. 삼성전자\n2) LG전자', '삼성전자\nLG전자'],
    ['emphasis', '**Samsung** and *LG* and ~~Sony~~ and __Apple__', 'Samsung and LG and Sony and Apple'],
    ['snake_case kept', 'use snake_case_name here', 'use snake_case_name here'],
    ['inline code', 'run `samsung-cli` now', 'run samsung-cli now'],
    ['link keeps text, drops url', 'see [삼성 공식](https://www.samsung.com/sec) now', 'see 삼성 공식 now'],
    ['image keeps alt', '![LG logo](https://lg.com/logo.png)', 'LG logo'],
    ['citation markers', 'Samsung is good.[1][2] LG too [3, 4].', 'Samsung is good. LG too .'],
    ['marker as link', 'Sony[1](https://sony.com) is fine', 'Sony is fine'],
    ['bare url', 'Visit https://www.samsung.com/sec/galaxy. Then buy.', 'Visit . Then buy.'],
    ['autolink and tag', 'a <https://lg.com> b<br>c', 'a   b c'],
    ['blockquote and task', '> - [x] done item', 'done item'],
    ['rule and table separator', 'a\n---\n| x | y |\n|---|---|\n| 1 | 2 |', 'a\n\n  x   y  \n\n  1   2  '],
    ['code fence', '```ts\nconst a = 1;\n```', '\nconst a = 1;\n'],
    ['escaped star', 'price \\* 2', 'price * 2'],
    ['brackets that are not links', 'array [a] stays', 'array [a] stays'],
  ])('%s', (_name, input, expected) => {
    expect(stripMarkdown(input).text).toBe(expected);
  });

  it('maps every output character back to the source', () => {
    const source = '## **삼성전자**는 [LG](https://lg.com)보다 좋다';
    const { text, offsets } = stripMarkdown(source);
    expect(text).toBe('삼성전자는 LG보다 좋다');
    for (let i = 0; i < text.length; i++) expect(source[offsets[i]!]).toBe(text[i]);
    expect(offsets[text.length]).toBe(source.length);
  });
});

it('keeps a leading byte-order mark in place', () => {
  const source = '\ufeff**LG** 좋다';
  const { text, offsets } = stripMarkdown(source);
  expect(text).toBe('\ufeffLG 좋다');
  expect(offsets[1]).toBe(3);
});

describe('normalizeMapped', () => {
  it.each([
    ['full-width Latin (NFKC)', 'Ｓａｍｓｕｎｇ', 'samsung'],
    ['case folding', 'SAMSUNG Galaxy', 'samsung galaxy'],
    ['space runs collapse, newlines stay', 'a  \t b\n  c', 'a b\nc'],
    ['decomposed Hangul composes', '\u1109\u1161\u11b7\u1109\u1165\u11bc', '삼성'],
    ['compatibility ligature', 'ﬁne', 'fine'],
    ['no-break space', 'LG\u00a0전자', 'lg 전자'],
  ])('%s', (_name, input, expected) => {
    const mapped = normalizeMapped(stripMarkdown(input));
    expect(mapped.text).toBe(expected);
    expect(mapped.offsets[mapped.text.length]).toBe(input.length);
  });

  it('keeps offsets into the original for folded characters', () => {
    const source = '**Ｌｇ** 제품';
    const { text, offsets } = normalizeMapped(stripMarkdown(source));
    expect(text).toBe('lg 제품');
    expect(offsets[0]).toBe(2);
    expect(offsets[3]).toBe(source.indexOf('제'));
  });
});
