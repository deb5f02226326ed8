import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One formatter (issue 11): numbers, percentages, dates, times and engine names reach users only through
 * lib/format.ts (and ui/EngineLabel). This test reads every source file of the web app and fails naming file:line
 * for each place that formats by hand.
 */

const root = join(import.meta.dirname, '..');

interface Rule {
  id: string;
  why: string;
  /** Answers whether a (comment-free) line formats by hand. */
  test: (line: string) => boolean;
  /** Only files whose path (relative to src/) matches; all source files when absent. */
  files?: RegExp;
}

/** The one dayjs pattern that is not display: the ISO day key used in URLs, queries and date pickers. */
const isoDay = 'YYYY-MM-DD';

const rules: Rule[] = [
  {
    id: 'toLocaleString',
    why: 'use count() / dateTime() from lib/format.ts',
    test: (l) => /\.toLocale(Date|Time)?String\(/.test(l),
  },
  {
    id: 'toFixed',
    why: 'use percent() / decimal() / signedDecimal() from lib/format.ts',
    test: (l) => /\.to(Fixed|Precision)\(/.test(l),
  },
  {
    id: 'Intl',
    why: 'use lib/format.ts (it follows the interface language)',
    test: (l) =>
      /\bIntl\.(NumberFormat|DateTimeFormat|RelativeTimeFormat|ListFormat|DurationFormat)\b/.test(l),
  },
  {
    id: 'dayjs display pattern',
    why: `use time() / date() / dateTime() / calendarDay() from lib/format.ts ('${isoDay}' keys are allowed)`,
    test: (l) =>
      [...l.matchAll(/\.format\(\s*(['"`])(.*?)\1\s*\)/g)].some(
        (m) => m[2] !== isoDay && /[YMDHhmsAa]/.test(m[2] ?? ''),
      ),
  },
  {
    id: 'percent by hand',
    why: 'use percent() from lib/format.ts',
    // A CSS length (w={`${width}%`}, width: `${x}%`) is layout, not a number shown to people.
    test: (l) =>
      (/\$\{[^}]+\}\s?%/.test(l) || /\*\s*100\)?\s*\}?\s*%/.test(l)) &&
      !/\b(w|h|width|height|maw|miw|mah|mih|left|right|top|bottom)\s*[=:]\s*\{?\s*`\$\{[^}]+\}%`/.test(l),
  },
  {
    id: 'engine id shown',
    why: 'use ui/EngineLabel or engineName() / engineNames() from lib/format.ts',
    test: (l) => /\bengines\??\.join\(/.test(l) || /projects\.engines\.\$\{/.test(l),
  },
  {
    id: 'raw count in JSX',
    why: 'use count() from lib/format.ts',
    test: (l) => /(?<![=\w$])\{\s*[\w.?]+\.length\s*\}/.test(l),
    files: /\.tsx$/,
  },
  {
    id: 'unformatted count in a string',
    why: "write {{count, number}} so that i18next groups it like count() ('13,829')",
    test: (l) => /\{\{\s*count\s*\}\}/.test(l),
    files: /(-strings\.ts|\/i18n\/resources\/[^/]+\.ts)$/,
  },
];

/** Files that may format: the formatter itself and the engine label it backs. */
const formatterFiles = new Set(['lib/format.ts', 'ui/EngineLabel.tsx']);

/**
 * Known findings outside this change's files, to be fixed by their owners (issue 11). Each entry allows one rule in
 * one file; an entry that no longer finds anything fails the test, so the list only shrinks.
 */
const allowed: Array<{ file: string; rule: string; todo: string }> = [
  // TODO(helper A, issue 11): features/projects/details/collect-refusal.ts — count() for wouldPlan/remaining/quota,
  // dateTime() for retryAt; features/projects/strings/project-screens-strings.ts — {{count, number}}.
  {
    file: 'features/projects/details/collect-refusal.ts',
    rule: 'toLocaleString',
    todo: 'helper A: use count()',
  },
  {
    file: 'features/projects/strings/project-screens-strings.ts',
    rule: 'unformatted count in a string',
    todo: 'helper A: write {{count, number}}',
  },
  {
    file: 'lib/timezone-options.ts',
    rule: 'Intl',
    todo: 'not display formatting: reads a zone\'s UTC offset ("GMT+09:00") with formatToParts',
  },
  {
    file: 'lib/dates.ts',
    rule: 'Intl',
    todo: "not display formatting: reads a zone's local day and wall-clock time with formatToParts",
  },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    if (!/\.(ts|tsx)$/.test(entry.name) || /\.(test|spec)\.tsx?$|\.d\.ts$|\.gen\.ts$/.test(entry.name))
      return [];
    return [path];
  });
}

/** The code of a line without its comment (a `//` that is not inside a string, or a JSDoc/block line). */
function codeOf(line: string): string {
  const trimmed = line.trim();
  if (trimmed.startsWith('*') || trimmed.startsWith('/*') || trimmed.startsWith('//')) return '';
  return line.replace(/\s\/\/\s.*$/, '');
}

export function findHandFormatting(): Array<{ file: string; line: number; rule: string; text: string }> {
  const findings: Array<{ file: string; line: number; rule: string; text: string }> = [];
  for (const path of sourceFiles(root)) {
    const file = relative(root, path).split('\\').join('/');
    if (formatterFiles.has(file)) continue;
    readFileSync(path, 'utf8')
      .split('\n')
      .forEach((raw, index) => {
        const code = codeOf(raw);
        for (const rule of rules) {
          if (rule.files && !rule.files.test(`/${file}`)) continue;
          if (code && rule.test(code))
            findings.push({ file, line: index + 1, rule: rule.id, text: raw.trim() });
        }
      });
  }
  return findings;
}

describe('hand formatting (issue 11: one formatter for numbers, percentages, dates, times and engine names)', () => {
  const findings = findHandFormatting();
  const isAllowed = (f: { file: string; rule: string }) =>
    allowed.some((a) => a.file === f.file && a.rule === f.rule);

  it('finds none outside lib/format.ts and ui/EngineLabel.tsx', () => {
    const report = findings
      .filter((f) => !isAllowed(f))
      .map((f) => `${f.file}:${f.line} [${f.rule}: ${rules.find((r) => r.id === f.rule)?.why}] ${f.text}`);
    expect(report, `format through lib/format.ts:\n${report.join('\n')}`).toEqual([]);
  });

  it('keeps no allow-list entry that finds nothing any more', () => {
    const stale = allowed.filter((a) => !findings.some((f) => f.file === a.file && f.rule === a.rule));
    expect(stale.map((a) => `${a.file} [${a.rule}]`)).toEqual([]);
  });

  it('recognises each kind of hand formatting (the rules cannot pass by matching nothing)', () => {
    const matches = (id: string, line: string) => rules.find((r) => r.id === id)?.test(line) ?? false;
    expect(matches('toLocaleString', 'n.toLocaleString()')).toBe(true);
    expect(matches('toFixed', 'score.toFixed(2)')).toBe(true);
    expect(matches('Intl', 'new Intl.NumberFormat("ko").format(n)')).toBe(true);
    expect(matches('dayjs display pattern', "d.format('hh:mm A')")).toBe(true);
    expect(matches('dayjs display pattern', "d.format('YYYY-MM-DD HH:mm')")).toBe(true);
    expect(matches('dayjs display pattern', `d.format('${isoDay}')`)).toBe(false);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a line of source code, as the rule reads it
    expect(matches('percent by hand', 'return `${Math.round(v * 100)}%`;')).toBe(true);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a line of source code, as the rule reads it
    expect(matches('percent by hand', '<Skeleton w={`${width}%`} />')).toBe(false);
    expect(matches('engine id shown', "{project.engines.join(', ')}")).toBe(true);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a line of source code, as the rule reads it
    expect(matches('engine id shown', 't(`projects.engines.${engine}`)')).toBe(true);
    expect(matches('raw count in JSX', "{t('title')} ({prompts.length})")).toBe(true);
    expect(matches('raw count in JSX', '<Section count={tags.length} />')).toBe(false);
    expect(matches('unformatted count in a string', "prompts: '프롬프트 {{count}}개',")).toBe(true);
    expect(matches('unformatted count in a string', "prompts: '프롬프트 {{count, number}}개',")).toBe(false);
  });
});
