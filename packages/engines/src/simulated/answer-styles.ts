/**
 * Writes a planned answer (answer-plan.ts) the way the imitated engine's adapter stores a real one
 * (/work/shared/reference/engines.md, docs/features/engines.md):
 * - ChatGPT: markdown with a numbered list and bold names; each cited sentence is followed by a source chip
 *   `([site](url))`, and the citation's span is the chip (the Responses API's `url_citation` annotation);
 * - Perplexity: `[n]` markers after cited sentences (n counts the distinct pages cited, 1-based), each citation
 *   spanning the claim before its marker (as `sonar-citations.ts` reads them);
 * - Gemini: `*` bullets with bold names, no markers; each citation spans its sentence (grounding supports);
 * - Claude: no markers; each citation spans the sentence it came with (a text block's citations);
 * - Google AI Overviews and AI Mode: paragraphs, `## ` headings and `- **name** text` items, each citation spanning
 *   its whole block (`reference_indexes` are per block, serpapi-compose.ts).
 */
import type { Citation } from '../types.ts';
import type { AnswerPlan, PlannedBlock, PlannedSentence } from './answer-plan.ts';
import type { Language } from './source-hosts.ts';

type Marking = 'chip' | 'marker' | 'span' | 'block';

interface Style {
  marking: Marking;
  /** The start of a list item up to its first sentence: number or bullet, and the bold title. */
  item(title: string, position: number, language: Language): string;
  heading(text: string): string;
  note: string;
}

const colon = (language: Language) => (language === 'ko' ? ':' : '');

const chatgpt: Style = {
  marking: 'chip',
  item: (title, n, language) => `${n}. **${title}**${colon(language)} `,
  heading: (text) => `**${text}**`,
  note: '- ',
};
const google: Style = {
  marking: 'block',
  item: (title) => `- **${title}** `,
  heading: (text) => `## ${text}`,
  note: '- ',
};
const styles: Record<string, Style> = {
  chatgpt,
  perplexity: { ...chatgpt, marking: 'marker', heading: (text) => `### ${text}` },
  gemini: {
    marking: 'span',
    item: (title, _n, language) => (language === 'ko' ? `* **${title}:** ` : `* **${title}** `),
    heading: (text) => `**${text}:**`,
    note: '* ',
  },
  claude: { ...chatgpt, marking: 'span', heading: (text) => `## ${text}` },
  'google-aio': google,
  'google-ai-mode': google,
};

const chip = (url: string) => ` ([${new URL(url).hostname.replace(/^www\./, '')}](${url}))`;

export function renderAnswer(
  plan: AnswerPlan,
  flavor: string,
  language: Language,
): { text: string; citations: Citation[] } {
  const style = styles[flavor] ?? chatgpt;
  let text = '';
  const citations: Citation[] = [];
  const markers = new Map<string, number>();
  let previous: PlannedBlock['kind'] | null = null;
  let position = 0;
  const listed = (kind: PlannedBlock['kind']) => kind === 'item' || kind === 'note';

  for (const block of plan.blocks) {
    // Lines of one list (and a heading's first note) follow each other; everything else is its own paragraph.
    if (previous !== null)
      text += listed(block.kind) && (listed(previous) || previous === 'heading') ? '\n' : '\n\n';
    previous = block.kind;
    if (block.kind === 'heading') {
      text += style.heading(block.text);
      continue;
    }
    const blockStart = text.length;
    if (block.kind === 'item') {
      position += 1;
      text += style.item(block.title, position, language);
    } else if (block.kind === 'note') text += style.note;
    // An AI Overview block's citations span its text after the bullet.
    const contentStart =
      block.kind === 'paragraph' ? blockStart : blockStart + (style.marking === 'block' ? 2 : 0);
    const blockCitations: Array<{ url: string; title: string }> = [];
    block.sentences.forEach((s: PlannedSentence, i) => {
      if (i > 0) text += ' ';
      // The first sentence of a list item is about its title, so its span starts there.
      const start = i === 0 && block.kind === 'item' ? blockStart : text.length;
      text += s.text;
      const end = text.length;
      if (!s.cite) return;
      const { url, title } = s.cite;
      switch (style.marking) {
        case 'chip': {
          const chipStart = text.length + 1;
          text += chip(url);
          citations.push({ url, title, startIndex: chipStart, endIndex: text.length });
          break;
        }
        case 'marker': {
          if (!markers.has(url)) markers.set(url, markers.size + 1);
          text += `[${markers.get(url)}]`;
          citations.push({ url, title, startIndex: start, endIndex: end });
          break;
        }
        case 'span':
          citations.push({ url, title, startIndex: start, endIndex: end });
          break;
        case 'block':
          if (!blockCitations.some((c) => c.url === url)) blockCitations.push({ url, title });
          break;
      }
    });
    for (const c of blockCitations) citations.push({ ...c, startIndex: contentStart, endIndex: text.length });
  }
  return { text, citations };
}
