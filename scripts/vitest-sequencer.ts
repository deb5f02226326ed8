import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The server's test support a file imports (`#testing/x.ts` → apps/server/testing/x.ts), one level deep; test-app.ts
 * is left out (it starts the job queue only when a test asks).
 */
function testingHelpers(file: string, source: string): string[] {
  const serverRoot = file.includes('/apps/server/')
    ? `${file.slice(0, file.indexOf('/apps/server/'))}/apps/server`
    : '';
  if (!serverRoot) return [];
  return [...source.matchAll(/['"]#testing\/([\w./-]+)['"]/g)]
    .map((match) => join(serverRoot, 'testing', match[1] ?? ''))
    .filter((helper) => !helper.endsWith('/test-app.ts') && existsSync(helper));
}

/**
 * How long a test file's kind of work takes: server processes longest, then the job queue (started by the file itself
 * or by the test support it imports, such as the alert scene), then the rest.
 */
function weight(file: string): number {
  const source = readFileSync(file, 'utf8');
  if (/#testing\/(server-process|chaos-harness)\.ts/.test(source)) return 2;
  const startsJobs = (text: string) => /\bjobs:\s*(true|\{)/.test(text) || /\bstartJobQueue\b/.test(text);
  if (startsJobs(source)) return 1;
  if (testingHelpers(file, source).some((helper) => startsJobs(readFileSync(helper, 'utf8')))) return 1;
  return 0;
}

/**
 * Starts the longest test files first, so that the workers finish together instead of one running a server-process
 * or job-queue test alone at the end (a fresh CI clone has no timings of earlier runs for Vitest to sort by). Within
 * a weight, the files keep Vitest's own order.
 */
export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const weights = new Map(sorted.map((spec) => [spec.moduleId, weight(spec.moduleId)]));
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort(
        (a, b) =>
          (weights.get(b.spec.moduleId) ?? 0) - (weights.get(a.spec.moduleId) ?? 0) || a.index - b.index,
      )
      .map(({ spec }) => spec);
  }
}
