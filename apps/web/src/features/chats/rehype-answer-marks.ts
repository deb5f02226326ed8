import type { Element, ElementContent, Properties, Root, RootContent, Text } from 'hast';
import { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import { type AnswerMarks, closeMark, markerBase, openBase } from './answer-marks.ts';

/**
 * The rehype step after parsing the marked answer (answer-marks.ts): each mention mark becomes
 * `<mark data-brand data-span>` around its text (a mention that spans several elements, such as the end of a
 * `**bold**` run, continues in further `<mark data-continued>` pieces), each marker character becomes links
 * `[n]` to `#source-n`. Runs before the sanitizer, whose schema (below) allows these marks and nothing else new.
 */
export function rehypeAnswerMarks(marks: Pick<AnswerMarks, 'mentions' | 'markers'>) {
  return (tree: Root) => {
    const open: number[] = [];
    const started = new Set<number>();

    const wrap = (value: string): ElementContent => {
      let node: ElementContent = { type: 'text', value } satisfies Text;
      for (let k = open.length - 1; k >= 0; k--) {
        const index = open[k] as number;
        const mention = marks.mentions[index];
        const properties: Properties = { dataBrand: mention?.brandKey ?? '', dataSpan: String(index) };
        if (mention?.own) properties.dataOwn = 'true';
        if (started.has(index)) properties.dataContinued = 'true';
        node = { type: 'element', tagName: 'mark', properties, children: [node] } satisfies Element;
      }
      for (const index of open) started.add(index);
      return node;
    };

    const markerLinks = (j: number): ElementContent[] =>
      (marks.markers[j]?.positions ?? []).map(
        (n): Element => ({
          type: 'element',
          tagName: 'a',
          properties: { href: `#source-${n}`, dataMarker: String(n) },
          children: [{ type: 'text', value: `[${n}]` }],
        }),
      );

    const split = (value: string): ElementContent[] => {
      const out: ElementContent[] = [];
      let buffer = '';
      const flush = () => {
        if (buffer) out.push(open.length > 0 ? wrap(buffer) : { type: 'text', value: buffer });
        buffer = '';
      };
      for (const char of value) {
        const code = char.charCodeAt(0);
        if (char === closeMark) {
          flush();
          open.pop();
        } else if (code >= openBase && code < markerBase) {
          flush();
          open.push(code - openBase);
        } else if (code >= markerBase && code < closeMark.charCodeAt(0)) {
          flush();
          out.push(...markerLinks(code - markerBase));
        } else buffer += char;
      }
      flush();
      return out;
    };

    const visit = (parent: { children: Array<RootContent | ElementContent> }) => {
      const children: Array<RootContent | ElementContent> = [];
      for (const child of parent.children) {
        if (child.type === 'text') children.push(...split(child.value));
        else if (child.type === 'element' && child.tagName === 'mark') {
          // The answer's own <mark>s are not highlights: keep their content only.
          visit(child);
          children.push(...child.children);
        } else {
          if (child.type === 'element' && child.tagName === 'a') delete child.properties.dataMarker;
          if ('children' in child) visit(child);
          children.push(child);
        }
      }
      parent.children = children;
    };
    visit(tree);
  };
}

const defaults = defaultSchema.attributes ?? {};

/**
 * GitHub's sanitizing schema (what engine-provided markdown and HTML may contain), plus the chat view's own marks:
 * `<mark>` with its brand attributes and the marker links' `data-marker`.
 */
export const answerSchema: SanitizeSchema = {
  ...defaultSchema,
  tagNames: [...(defaultSchema.tagNames ?? []), 'mark'],
  attributes: {
    ...defaults,
    mark: ['dataBrand', 'dataSpan', 'dataOwn', 'dataContinued'],
    a: [...(defaults.a ?? []), 'dataMarker'],
  },
};
