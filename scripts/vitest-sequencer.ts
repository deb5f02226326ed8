import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** How long a test file's kind of work takes: server processes longest, then the job queue, then the rest. */
function weight(file: string): number {
  const source = readFileSync(file, 'utf8');
  if (/#testing\/(server-process|chaos-harness)\.ts/.test(source)) return 2;
  if (/\bjobs:\s*(true|\{)/.test(source) || /\bstartJobQueue\b/.test(source)) return 1;
  return 0;
}

/**
 * Starts the longest test files first, so that two workers finish together instead of one running a server-process
 * test alone at the end (a fresh CI clone has no timings of earlier runs for Vitest to sort by). Within a weight, the
 * files keep Vitest's own order.
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
