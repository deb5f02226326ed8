/**
 * Markdown → plain text for matching, keeping a map from every output character back to the stored answer.
 *
 * Removed: heading marks, list and quote markers, task boxes, rules and table separator lines, code fences, emphasis
 * (`*`, `~~`, `_` at word edges), backticks, link and image targets (`[text](url)` keeps `text`), reference labels,
 * citation markers (`[1]`, `[1, 2]`, `[1](url)`), HTML tags, autolinks and bare `http(s)://` URLs. Names that only
 * occur inside a URL therefore never count as mentions, and `[n]` markers never count as words.
 *
 * With `dropLinkLabels` (answer analysis), the label of a link to an http(s) page goes too: such a link is a
 * citation (ChatGPT's chips `([Site](url))`, links in OpenAI-compatible answers), so its label names a source, not a
 * brand the answer talks about. A link that is its line's name (`1. **[Notion](url)**: …`, a heading) keeps its
 * label: there the link is the prose naming the item.
 */

export interface StripOptions {
  /** Drop the labels of http(s) links that do not open their line (they are citations, not prose). */
  dropLinkLabels?: boolean;
}

export interface MappedText {
  text: string;
  /** `offsets[i]` = index in the source of `text[i]`; `offsets[text.length]` = source length. */
  offsets: Int32Array;
}

const CITATION_MARKER = /\[\d{1,3}(?:\s*,\s*\d{1,3})*\]/y;
const HTML_TAG = /<\/?[a-zA-Z][^<>\n]{0,200}>|<https?:\/\/[^<>\s]{1,2000}>/y;
const RULE_LINE =
  /[ \t]*(?:(?:[-*_][ \t]*){3,}|\|?[ \t]*:?-{2,}:?[ \t]*(?:\|[ \t]*:?-{2,}:?[ \t]*)*\|?[ \t]*|(?:```|~~~).*)$/my;
const LINE_PREFIX =
  /[ \t]*(?:>[ \t]?)*[ \t]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)?(?:\[[ xX]\][ \t]+)?(?:#{1,6}(?:[ \t]+|$))?/my;

/** ASCII characters that may start markdown syntax: \n \r ! < [ \ _ ` * ~ | h (http). */
const SPECIAL = new Uint8Array(128);
for (const ch of '\n\r!<[\\_`*~|h') SPECIAL[ch.charCodeAt(0)] = 1;

function isWordCode(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c >= 0xc0;
}

/** Index just past the `)` closing the `(` at `open`, or -1. Nested parentheses are allowed one level deep. */
function closeParen(source: string, open: number): number {
  let depth = 0;
  for (let k = open; k < source.length && k < open + 4000; k++) {
    const c = source.charCodeAt(k);
    if (c === 10) return -1;
    if (c === 40) depth++;
    else if (c === 41 && --depth === 0) return k + 1;
  }
  return -1;
}

/** Index of the `]` closing the `[` at `open` on the same line (no nesting), or -1. */
function closeBracket(source: string, open: number): number {
  for (let k = open + 1; k < source.length && k < open + 1000; k++) {
    const c = source.charCodeAt(k);
    if (c === 93) return k;
    if (c === 10 || c === 91) return -1;
  }
  return -1;
}

function bareUrlEnd(source: string, start: number): number {
  let k = start;
  while (k < source.length) {
    const c = source.charCodeAt(k);
    // whitespace, non-ASCII, and < > " ' ) ] end a bare URL
    if (c <= 32 || c > 126 || c === 60 || c === 62 || c === 34 || c === 39 || c === 41 || c === 93) break;
    k++;
  }
  // trailing sentence punctuation belongs to the sentence, not the URL
  while (k > start && '.,;:!?'.includes(source[k - 1]!)) k--;
  return k;
}

/** True when the link target starting at `open` (the `(`) is an http(s) URL. */
function isWebTarget(source: string, open: number): boolean {
  let k = open + 1;
  while (source.charCodeAt(k) === 32 || source.charCodeAt(k) === 60) k++; // spaces and an opening <
  return source.startsWith('https://', k) || source.startsWith('http://', k);
}

/**
 * True when what follows a link that opens its line makes it the line's name: the end of the line, or a separator
 * (`:`, a dash, `|`) after closing emphasis and spaces — `1. **[Notion](url)**: …`, `## [Notion](url)`.
 */
function namesItem(source: string, after: number): boolean {
  let k = after;
  while (k < source.length && '*_ \t'.includes(source[k]!)) k++;
  return k >= source.length || ':：-–—|\r\n'.includes(source[k]!);
}

export function stripMarkdown(source: string, options: StripOptions = {}): MappedText {
  const n = source.length;
  let lineOut = 0; // output length where the current line's content starts
  const out = new Uint16Array(n);
  const offsets = new Int32Array(n + 1);
  let len = 0;
  let i = 0;
  let lineStart = true;
  let skipFrom = -1;
  let skipTo = -1;
  while (i < n) {
    if (i === skipFrom) {
      i = skipTo;
      skipFrom = -1;
      continue;
    }
    if (lineStart) {
      lineStart = false;
      RULE_LINE.lastIndex = i;
      if (RULE_LINE.test(source)) {
        i = RULE_LINE.lastIndex;
        continue;
      }
      LINE_PREFIX.lastIndex = i;
      if (LINE_PREFIX.test(source)) i = LINE_PREFIX.lastIndex;
      if (i >= n) break;
      lineOut = len;
    }
    // fast copy of ordinary characters (everything but the markdown-relevant ASCII below)
    let c = source.charCodeAt(i);
    while (c >= 128 || SPECIAL[c] === 0) {
      out[len] = c;
      offsets[len++] = i++;
      if (i === n || i === skipFrom) break;
      c = source.charCodeAt(i);
    }
    if (i === n || i === skipFrom) continue;
    if (c === 10) {
      out[len] = c;
      offsets[len++] = i++;
      lineStart = true;
      continue;
    }
    if (c === 42 || c === 96 || c === 13) {
      i++; // * ` \r
      continue;
    }
    if (c === 126 && source.charCodeAt(i + 1) === 126) {
      i += 2; // ~~
      continue;
    }
    if (c === 95 && !(isWordCode(source.charCodeAt(i - 1)) && isWordCode(source.charCodeAt(i + 1)))) {
      i++; // _emphasis_ but not snake_case
      continue;
    }
    if (c === 92 && i + 1 < n && source.charCodeAt(i + 1) < 128 && !isWordCode(source.charCodeAt(i + 1))) {
      out[len] = source.charCodeAt(i + 1);
      offsets[len++] = i + 1;
      i += 2; // backslash escape
      continue;
    }
    if (c === 33 && source.charCodeAt(i + 1) === 91) {
      i++; // ! of an image: the [alt](src) that follows is handled like a link
      continue;
    }
    if (c === 91) {
      CITATION_MARKER.lastIndex = i;
      if (CITATION_MARKER.test(source)) {
        let end = CITATION_MARKER.lastIndex;
        if (source.charCodeAt(end) === 40) {
          const close = closeParen(source, end);
          if (close > 0) end = close;
        }
        i = end;
        continue;
      }
      const close = closeBracket(source, i);
      const next = close > 0 ? source.charCodeAt(close + 1) : -1;
      const end =
        next === 40 ? closeParen(source, close + 1) : next === 91 ? closeBracket(source, close + 1) + 1 : -1;
      if (
        end > 0 &&
        next === 40 &&
        options.dropLinkLabels &&
        !(len === lineOut && namesItem(source, end)) &&
        isWebTarget(source, close + 1)
      ) {
        out[len] = 32; // the label of a citation link: a word break, not words
        offsets[len++] = i;
        i = end;
        continue;
      }
      if (end > 0 && skipFrom < 0) {
        skipFrom = close;
        skipTo = end;
        i++;
        continue;
      }
    }
    if (c === 60) {
      HTML_TAG.lastIndex = i;
      if (HTML_TAG.test(source)) {
        out[len] = 32;
        offsets[len++] = i;
        i = HTML_TAG.lastIndex;
        continue;
      }
    }
    if (c === 104 && (source.startsWith('https://', i) || source.startsWith('http://', i))) {
      const before = source.charCodeAt(i - 1);
      if (!(before < 128 && isWordCode(before))) {
        i = bareUrlEnd(source, i);
        continue;
      }
    }
    out[len] = c === 124 ? 32 : c; // table pipes separate words
    offsets[len++] = i++;
  }
  offsets[len] = n;
  return { text: decode(out, len), offsets: offsets.subarray(0, len + 1) };
}

const utf16 = new TextDecoder('utf-16le', { ignoreBOM: true });

/** String from the first `length` UTF-16 code units (a lone surrogate becomes U+FFFD, keeping positions). */
export function decode(codes: Uint16Array, length: number): string {
  return utf16.decode(codes.subarray(0, length));
}
