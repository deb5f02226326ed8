import { malformed } from '../../errors.ts';
import { asArray, asNumber, asObject, asString, type JsonObject } from '../../shared/shape.ts';
import type { Citation, EngineUsage } from '../../types.ts';

/** One Messages body, checked: its content blocks, why it stopped, its model and its usage. */
export interface ClaudeBody {
  content: JsonObject[];
  stopReason: string | undefined;
  model: string | undefined;
  usage: EngineUsage;
}

/** What the adapter makes of the bodies of one answer (one, or several when `pause_turn` was continued). */
export interface ComposedClaude {
  text: string;
  citations: Citation[];
  model: string | undefined;
  usage: EngineUsage;
}

const paragraph = '\n\n';

/** Reads a Messages body; a body without a `content` array or with a text block without text is malformed. */
export function readClaudeBody(body: unknown): ClaudeBody {
  const root = asObject(body);
  const content = asArray(root?.content);
  if (!root || !content) throw malformed('Messages body without a `content` array');
  const blocks: JsonObject[] = [];
  for (const b of content) {
    const block = asObject(b);
    if (!block) continue;
    if (block.type === 'text' && asString(block.text) === undefined) {
      throw malformed('`text` block without a string `text`');
    }
    blocks.push(block);
  }
  const usage = asObject(root.usage);
  // Tokens written to or read from the prompt cache are input too (the API counts them apart from input_tokens).
  const input =
    (asNumber(usage?.input_tokens) ?? 0) +
    (asNumber(usage?.cache_creation_input_tokens) ?? 0) +
    (asNumber(usage?.cache_read_input_tokens) ?? 0);
  return {
    content: blocks,
    stopReason: asString(root.stop_reason),
    model: asString(root.model),
    usage: { inputTokens: input, outputTokens: asNumber(usage?.output_tokens) ?? 0 },
  };
}

/**
 * Composes the answer from the bodies of one turn, in order (the first and each `pause_turn` continuation).
 *
 * Text blocks next to each other are one run of prose that citations split: they are concatenated as they are.
 * Anything else between two text blocks (`server_tool_use`, `web_search_tool_result`, thinking…) and the boundary
 * between two bodies end a run: the next run starts a new paragraph (`\n\n`, the whitespace around the break
 * trimmed). The narration Claude writes between searches ("I'll search for…") is kept, as Claude's own app shows
 * it; only the paragraph break keeps it from running into the answer.
 *
 * Each block citation covers its whole text block (Anthropic gives no offsets; `cited_text` is the source's text).
 */
export function composeClaudeAnswer(bodies: readonly ClaudeBody[]): ComposedClaude {
  let text = '';
  const citations: Citation[] = [];
  const usage = { inputTokens: 0, outputTokens: 0 };
  let model: string | undefined;
  let breakPending = false;

  /** Ends the text before a new run: trailing whitespace trimmed, spans kept inside the text. */
  const closeRun = () => {
    text = text.trimEnd();
    for (const citation of citations) {
      if (citation.endIndex === undefined || citation.endIndex <= text.length) continue;
      const startIndex = citation.startIndex ?? 0;
      if (startIndex >= text.length) {
        delete citation.startIndex;
        delete citation.endIndex;
      } else citation.endIndex = text.length;
    }
  };

  bodies.forEach((body, i) => {
    if (i > 0) breakPending = true;
    usage.inputTokens += body.usage.inputTokens;
    usage.outputTokens += body.usage.outputTokens;
    model = body.model ?? model;
    for (const block of body.content) {
      if (block.type !== 'text') {
        breakPending = true;
        continue;
      }
      let blockText = asString(block.text) ?? '';
      if (breakPending) {
        blockText = blockText.trimStart();
        if (blockText === '') continue;
        closeRun();
        if (text !== '') text += paragraph;
        breakPending = false;
      }
      const startIndex = text.length;
      text += blockText;
      for (const c of asArray(block.citations) ?? []) {
        const citation = asObject(c);
        const url = asString(citation?.url);
        if (!url) continue;
        const title = asString(citation?.title);
        citations.push({
          url,
          ...(title ? { title } : {}),
          ...(blockText.length > 0 ? { startIndex, endIndex: text.length } : {}),
        });
      }
    }
  });
  return { text, citations, model, usage };
}

/** The bodies a stored `raw` holds: one body, or the list of bodies of a continued turn. */
export function claudeBodiesOf(raw: unknown): ClaudeBody[] {
  const list = Array.isArray(raw) ? raw : [raw];
  if (list.length === 0) throw malformed('no Messages body');
  return list.map(readClaudeBody);
}
