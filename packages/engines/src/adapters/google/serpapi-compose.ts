import { malformed } from '../../errors.ts';
import { asArray, asObject, asString, type JsonObject } from '../../shared/shape.ts';
import type { Citation, EngineAnswer } from '../../types.ts';
import { stripButtonLabels } from './google-button-labels.ts';
import { readSerpApiReferences } from './serpapi-references.ts';
import { snippetLinkCitation, snippetLinks, snippetLinkTexts } from './serpapi-snippet-links.ts';

export interface ComposedAnswer {
  text: string;
  citations: Citation[];
}

/**
 * The `text_blocks` and `references` of a SerpApi AI Overview (`ai_overview`) or AI Mode (top-level)
 * container; undefined when it has no blocks. Fields of the wrong type are a malformed body.
 */
export function readSerpApiBlocks(
  container: JsonObject,
): { blocks: unknown[]; references: unknown[] } | undefined {
  const blocks = container.text_blocks === undefined ? [] : asArray(container.text_blocks);
  if (!blocks) throw malformed('`text_blocks` is not an array');
  const references = container.references === undefined ? [] : asArray(container.references);
  if (!references) throw malformed('`references` is not an array');
  return blocks.length === 0 ? undefined : { blocks, references };
}

/**
 * Composes SerpApi text blocks into markdown: paragraphs, `## ` headings and `- **title** snippet` list
 * items (nested lists indented), separated by blank lines; tables and code keep their markdown form;
 * other block types (`expandable`, `comparison`…) contribute their title, subtitle and snippet, each a paragraph,
 * and any nested `text_blocks`. Google's button labels ("Website", "Directions", "Call", "웹사이트"…) glued into
 * a snippet are dropped (google-button-labels.ts).
 *
 * Citations, in text order: one per (block or list item, source), spanning that block's text (list markers and
 * `## ` excluded). `reference_indexes` name `references[].index`, not array positions; references are one source
 * per URL (serpapi-references.ts). A block's `snippet_links` to other sites are citations too, spanning the linked
 * words (a button's link — a place's own website — spans the whole item), unless the block already cites that page.
 * Sources no block names are kept at the end, without offsets.
 */
export function composeSerpApiAnswer(blocks: unknown[], references: unknown[]): ComposedAnswer {
  const sources = readSerpApiReferences(references);
  const cited = new Set<string>();
  const citations: Citation[] = [];
  let text = '';

  const startSection = () => {
    if (text !== '') text += '\n\n';
  };
  /** Appends `content` and cites it for the block's `reference_indexes` and `snippet_links`. */
  const write = (content: string, block: JsonObject | undefined) => {
    const startIndex = text.length;
    text += content;
    const seen = new Set<string>();
    for (const i of asArray(block?.reference_indexes) ?? []) {
      const source = typeof i === 'number' ? sources.byIndex.get(i) : undefined;
      if (!source || seen.has(source.url)) continue;
      seen.add(source.url);
      cited.add(source.url);
      citations.push({ ...source, startIndex, endIndex: text.length });
    }
    for (const link of snippetLinks(block)) {
      const page = link.resolvedUrl ?? link.url;
      if (seen.has(page)) continue;
      seen.add(page);
      cited.add(page);
      const referenceTitle = sources.byUrl.get(page)?.title;
      citations.push(
        snippetLinkCitation(link, content, startIndex, { referenceTitle, itemTitle: clean(block?.title) }),
      );
    }
  };
  const snippetOf = (block: JsonObject | undefined) =>
    clean(stripButtonLabels(asString(block?.snippet) ?? '', snippetLinkTexts(block)));

  /** Writes list items, one per line; the first line written opens a new section. */
  const writeList = (items: unknown[], depth: number, state: { started: boolean }) => {
    for (const it of items) {
      const item = asObject(it);
      const title = clean(item?.title);
      const snippet = snippetOf(item);
      const content = title && snippet ? `**${title}** ${snippet}` : title ? `**${title}**` : snippet;
      if (content) {
        if (state.started) text += '\n';
        else startSection();
        state.started = true;
        text += `${'  '.repeat(depth)}- `;
        write(content, item);
      }
      const nested = asArray(item?.list);
      if (nested) writeList(nested, content ? depth + 1 : depth, state);
    }
  };

  const writeBlocks = (list: unknown[]) => {
    for (const b of list) {
      const block = asObject(b);
      if (!block) continue;
      const type = asString(block.type);
      const snippet = snippetOf(block);
      const items = asArray(block.list);
      const table = tableMarkdown(block.table);
      const code = asString(block.code);
      if (type === 'heading' && snippet) {
        startSection();
        text += '## ';
        write(snippet, block);
      } else if (table) {
        startSection();
        write(table, block);
      } else if (code?.trim()) {
        startSection();
        write(`\`\`\`${asString(block.language) ?? ''}\n${code.replace(/\n+$/, '')}\n\`\`\``, block);
      } else {
        const parts = [clean(block.title), clean(block.subtitle), snippet].filter(
          (part, i, all): part is string => part !== undefined && all.indexOf(part) === i,
        );
        if (parts.length > 0) {
          startSection();
          write(parts.join('\n\n'), block);
        }
        if (items) writeList(items, 0, { started: false });
      }
      const nested = asArray(block.text_blocks);
      if (nested) writeBlocks(nested);
    }
  };

  writeBlocks(blocks);
  for (const [url, source] of sources.byUrl) if (!cited.has(url)) citations.push({ ...source });
  return { text, citations };
}

function clean(value: unknown): string | undefined {
  const s = asString(value)?.trim();
  return s ? s : undefined;
}

/** A markdown table for `table: [[header cells], [cells], ...]` of strings or numbers; else undefined. */
function tableMarkdown(value: unknown): string | undefined {
  const rows = asArray(value)?.map((r) =>
    asArray(r)?.map((c) => (typeof c === 'string' || typeof c === 'number' ? String(c).trim() : undefined)),
  );
  if (!rows || rows.length === 0) return undefined;
  const cells: string[][] = [];
  for (const row of rows) {
    if (!row || row.length === 0 || row.some((c) => c === undefined)) return undefined;
    cells.push(row as string[]);
  }
  const line = (row: string[]) => `| ${row.map((c) => c.replaceAll('|', '\\|')).join(' | ')} |`;
  const [header = [], ...body] = cells;
  return [line(header), line(header.map(() => '---')), ...body.map(line)].join('\n');
}

/** The answer for a container of blocks (`undefined`: none); no text is a `no_answer`, never an error. */
export function serpApiAnswer(
  container: JsonObject | undefined,
  meta: { raw: unknown; model: string; cost: number },
): EngineAnswer {
  const found = container ? readSerpApiBlocks(container) : undefined;
  const composed = found ? composeSerpApiAnswer(found.blocks, found.references) : undefined;
  const ok = composed !== undefined && composed.text.trim() !== '';
  return {
    text: ok ? composed.text : '',
    citations: ok ? composed.citations : [],
    model: meta.model,
    usage: { inputTokens: 0, outputTokens: 0 },
    cost: meta.cost,
    costSource: 'pricing',
    raw: meta.raw,
    status: ok ? 'ok' : 'no_answer',
  };
}
