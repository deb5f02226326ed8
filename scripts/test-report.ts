import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

/** One test's outcome as the closing report counts it. */
export interface TestTiming {
  name: string;
  ms: number;
}

export interface PhaseCounts {
  passed: number;
  failed: number;
  skipped: number;
  /** Tests that failed first and passed on a retry (browser tests only). */
  retried: string[];
  timings: TestTiming[];
}

export function readJson<T>(path: string): T | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: Array<{
    name: string;
    assertionResults: Array<{ fullName: string; duration?: number | null }>;
  }>;
}

/** Counts and timings of Vitest's JSON report (`--reporter=json`). */
export function vitestCounts(path: string): PhaseCounts | undefined {
  const report = readJson<VitestJson>(path);
  if (!report) return undefined;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    retried: [],
    timings: report.testResults.flatMap((file) =>
      file.assertionResults.map((test) => ({
        name: `${relative(process.cwd(), file.name)} › ${test.fullName}`,
        ms: test.duration ?? 0,
      })),
    ),
  };
}

interface PlaywrightSuite {
  file?: string;
  specs?: Array<{
    title: string;
    file: string;
    tests: Array<{ results: Array<{ duration: number; status: string; retry: number }> }>;
  }>;
  suites?: PlaywrightSuite[];
}

interface PlaywrightJson {
  stats: { expected: number; unexpected: number; skipped: number; flaky: number };
  suites: PlaywrightSuite[];
}

/** Counts and timings of Playwright's JSON report; a test's time is that of its last attempt. */
export function playwrightCounts(path: string): PhaseCounts | undefined {
  const report = readJson<PlaywrightJson>(path);
  if (!report) return undefined;
  const timings: TestTiming[] = [];
  const retried: string[] = [];
  const visit = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const last = test.results.at(-1);
        if (!last) continue;
        const name = `${spec.file} › ${spec.title}`;
        timings.push({ name, ms: last.duration });
        if (last.retry > 0 && last.status === 'passed') retried.push(name);
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites) visit(suite);
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    skipped: report.stats.skipped,
    retried,
    timings,
  };
}

/** The `count` slowest tests, slowest first, one per line. */
export function slowestLines(timings: TestTiming[], count = 10): string[] {
  return [...timings]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map((t) => `${(t.ms / 1000).toFixed(1).padStart(7)} s  ${t.name}`);
}
