import { malformed } from './errors.ts';
import { asArray, asNumber, asObject, asString, type JsonObject } from './shape.ts';
import type { Citation, EngineAnswer } from './types.ts';

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
 * other block types contribute their snippet (or title) and any nested `text_blocks`. Citations are
 * block level: one per (block or list item, reference), spanning that block's text (list markers and
 * `## ` excluded), in text order. `reference_indexes` name `references[].index`, not array positions.
 * References no block names are kept at the end, without offsets.
 */
export function composeSerpApiAnswer(blocks: unknown[], references: unknown[]): ComposedAnswer {
  const byIndex = new Map<number, Citation>();
  for (const r of references) {
    const reference = asObject(r);
    const index = asNumber(reference?.index);
    const url = asString(reference?.link);
    if (index === undefined || !url || byIndex.has(index)) continue;
    const title = asString(reference?.title);
    byIndex.set(index, title ? { url, title } : { url });
  }
  const cited = new Set<number>();
  const citations: Citation[] = [];
  let text = '';

  const startSection = () => {
    if (text !== '') text += '\n\n';
  };
  /** Appends `content` and cites it for the block's `reference_indexes`. */
  const write = (content: string, block: JsonObject | undefined) => {
    const startIndex = text.length;
    text += content;
    const seen = new Set<number>();
    for (const i of asArray(block?.reference_indexes) ?? []) {
      if (typeof i !== 'number' || seen.has(i)) continue;
      const source = byIndex.get(i);
      if (!source) continue;
      seen.add(i);
      cited.add(i);
      citations.push({ ...source, startIndex, endIndex: text.length });
    }
  };

  /** Writes list items, one per line; the first line written opens a new section. */
  const writeList = (items: unknown[], depth: number, state: { started: boolean }) => {
    for (const it of items) {
      const item = asObject(it);
      const title = clean(item?.title);
      const snippet = clean(item?.snippet);
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
      const snippet = clean(block.snippet);
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
        const content = snippet ?? (items ? undefined : clean(block.title));
        if (content) {
          startSection();
          write(content, block);
        }
        if (items) writeList(items, 0, { started: false });
      }
      const nested = asArray(block.text_blocks);
      if (nested) writeBlocks(nested);
    }
  };

  writeBlocks(blocks);
  for (const [index, source] of byIndex) if (!cited.has(index)) citations.push(source);
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
    raw: meta.raw,
    status: ok ? 'ok' : 'no_answer',
  };
}
