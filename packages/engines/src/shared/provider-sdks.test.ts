import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { lazily } from './provider-sdks.ts';

const sdks = ['openai', '@anthropic-ai/sdk', '@google/genai'];

/**
 * Preloaded in the child (`--import`): a synchronous resolve hook that records every import of a provider's SDK in
 * `globalThis.sdkImports`, in the child's own thread, where the script reads it.
 */
const recordSdkImports = `
import { registerHooks } from 'node:module';
globalThis.sdkImports = [];
registerHooks({
  resolve(specifier, context, next) {
    if (/^(openai|@anthropic-ai\\/sdk|@google\\/genai)($|\\/)/.test(specifier)) globalThis.sdkImports.push(specifier);
    return next(specifier, context);
  },
});
`;

/**
 * The child: imports the package, creates every engine and the sentiment judge, notes the SDK imports so far; then
 * asks ChatGPT, Claude and Gemini at a closed loopback port (each fails to connect), notes them again, with the
 * kind each failure was mapped to.
 */
const script = `
const engines = await import(${JSON.stringify(fileURLToPath(new URL('../index.ts', import.meta.url)))});
const closed = 'http://127.0.0.1:1';
const config = { apiKey: 'k', baseURL: closed + '/v1', model: 'm' };
const created = engines.engineIds.map((id) => engines.createEngine(id, config));
engines.createSentimentJudge({ apiKey: 'k', baseURL: closed + '/v1', model: 'm' });
const afterCreate = [...globalThis.sdkImports];
const kinds = {};
for (const engine of created.filter((e) => ['chatgpt', 'claude', 'gemini'].includes(e.id))) {
  try {
    await engine.ask({ text: 'q' });
    kinds[engine.id] = 'answered';
  } catch (error) {
    kinds[engine.id] = error instanceof engines.EngineError ? error.kind : String(error);
  }
}
process.stdout.write(JSON.stringify({ afterCreate, afterAsk: [...new Set(globalThis.sdkImports)], kinds }));
`;

describe('provider SDKs', () => {
  it('are not loaded by importing the package and creating every engine, only by the first ask', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        '--import',
        `data:text/javascript,${encodeURIComponent(recordSdkImports)}`,
        '--input-type=module',
        '-e',
        script,
      ],
      { timeout: 120_000 },
    );
    const result = JSON.parse(stdout) as { afterCreate: string[]; afterAsk: string[]; kinds: object };
    expect(result.afterCreate).toEqual([]);
    expect(result.afterAsk.toSorted()).toEqual(sdks.toSorted());
    // The lazily created clients fail as the eager ones did: a refused connection.
    expect(result.kinds).toEqual({ chatgpt: 'unreachable', claude: 'unreachable', gemini: 'unreachable' });
  });
});

describe('lazily', () => {
  it('loads once, and again after a failed load', async () => {
    let calls = 0;
    const load = lazily(async () => {
      calls += 1;
      if (calls === 1) throw new Error('first load fails');
      return calls;
    });
    await expect(load()).rejects.toThrow('first load fails');
    const [a, b] = await Promise.all([load(), load()]);
    expect([a, b, await load(), calls]).toEqual([2, 2, 2, 2]);
  });
});
