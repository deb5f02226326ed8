// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChatAnswer } from './ChatAnswer.tsx';

const spansOf = (text: string, name: string) => {
  const spans: Array<{ start: number; end: number }> = [];
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1))
    spans.push({ start: at, end: at + name.length });
  return spans;
};

function show(
  answer: string,
  mentions: Parameters<typeof ChatAnswer>[0]['mentions'],
  markers = [] as Parameters<typeof ChatAnswer>[0]['markers'],
) {
  const { container } = render(
    <MantineProvider>
      <ChatAnswer
        answer={answer}
        mentions={mentions}
        markers={markers}
        colorOf={(k) => (k === 'brand' ? 'violet.6' : 'teal.6')}
      />
    </MantineProvider>,
  );
  return container;
}

/** Highlights of a brand, one per span (a span split over elements counts once). */
const highlights = (root: HTMLElement, brand: string) =>
  [...root.querySelectorAll(`mark[data-brand="${brand}"]:not([data-continued])`)].map((m) => m.textContent);

describe('ChatAnswer', () => {
  afterEach(() => cleanup());

  it('renders GitHub-flavoured tables with highlights in their cells', () => {
    const answer = '| 브랜드 | 평점 |\n| --- | --- |\n| 오늘커피 | 4.5 |\n| 별빛커피 | 4.1 |';
    const root = show(answer, [
      { brandKey: 'brand', own: true, spans: spansOf(answer, '오늘커피') },
      { brandKey: 'c1', own: false, spans: spansOf(answer, '별빛커피') },
    ]);
    expect(root.querySelectorAll('table tbody tr')).toHaveLength(2);
    expect(root.querySelector('td > mark[data-brand="brand"]')?.textContent).toBe('오늘커피');
    expect(highlights(root, 'c1')).toEqual(['별빛커피']);
  });

  it('highlights every span in its brand, inside emphasis, link text, code and lists', () => {
    const answer =
      '## 추천\n\n1. **오늘커피**가 1위 [1]\n2. [별빛커피](https://star.example)는 `오늘커피`보다 저렴합니다 [2, 3].';
    const root = show(
      answer,
      [
        { brandKey: 'brand', own: true, spans: spansOf(answer, '오늘커피') },
        { brandKey: 'c1', own: false, spans: spansOf(answer, '별빛커피') },
      ],
      [
        { start: answer.indexOf('[1]'), end: answer.indexOf('[1]') + 3, positions: [1] },
        { start: answer.indexOf('[2, 3]'), end: answer.indexOf('[2, 3]') + 6, positions: [2, 3] },
      ],
    );
    expect(highlights(root, 'brand')).toEqual(['오늘커피', '오늘커피']);
    expect(highlights(root, 'c1')).toEqual(['별빛커피']);
    expect(root.querySelector('strong > mark[data-brand="brand"]')).not.toBeNull();
    expect(root.querySelector('code > mark[data-brand="brand"]')).not.toBeNull();
    expect(root.querySelector('a[href="https://star.example"] > mark[data-brand="c1"]')).not.toBeNull();
    expect(root.querySelector('mark[data-brand="brand"]')?.getAttribute('data-own')).toBe('true');
    expect(root.querySelector('h2')?.textContent).toBe('추천');
    expect(root.querySelectorAll('ol > li')).toHaveLength(2);
    const markers = [...root.querySelectorAll('a[data-marker]')];
    expect(markers.map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['#source-1', '[1]'],
      ['#source-2', '[2]'],
      ['#source-3', '[3]'],
    ]);
    expect(root.querySelector('a[href="https://star.example"]')?.getAttribute('rel')).toContain('noopener');
  });

  it('keeps one highlight for a span that crosses an emphasis boundary', () => {
    const answer = '**Acme** Coffee is good';
    const root = show(answer, [{ brandKey: 'c1', own: false, spans: [{ start: 2, end: 15 }] }]);
    expect(highlights(root, 'c1')).toHaveLength(1);
    expect(root.querySelectorAll('mark[data-brand="c1"]').length).toBeGreaterThan(1);
    expect(root.querySelector('[data-testid="chat-answer"]')?.textContent).toBe('Acme Coffee is good');
  });

  it('never renders engine HTML unsanitized, and the answer cannot fake highlights or markers', () => {
    const answer =
      'Acme <script>alert(1)</script><img src=x onerror="alert(1)"><mark data-brand="c9">fake</mark> <a href="javascript:alert(1)" data-marker="1">x</a> <b>bold</b>';
    const root = show(answer, [{ brandKey: 'brand', own: true, spans: [{ start: 0, end: 4 }] }]);
    expect(root.querySelector('script')).toBeNull();
    expect(root.querySelector('[onerror]')).toBeNull();
    expect(root.querySelector('mark[data-brand="c9"]')).toBeNull();
    expect(root.textContent).toContain('fake');
    expect(root.querySelector('a[data-marker]')).toBeNull();
    expect(root.querySelector('a[href^="javascript"]')).toBeNull();
    expect(root.querySelector('b')?.textContent).toBe('bold');
    expect(highlights(root, 'brand')).toEqual(['Acme']);
  });

  it('jumps to the numbered source when a marker is clicked', () => {
    const answer = 'Acme is first [2].';
    const root = show(answer, [], [{ start: 14, end: 17, positions: [2] }]);
    const source = document.createElement('li');
    source.id = 'source-2';
    source.tabIndex = -1;
    document.body.append(source);
    fireEvent.click(root.querySelector('a[data-marker="2"]') as HTMLElement);
    expect(document.activeElement).toBe(source);
    expect(window.location.hash).toBe('#source-2');
    source.remove();
  });
});
