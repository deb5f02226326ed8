import {
  type ConnectableEngineId,
  EngineConnectionTestData,
  type ErrorDetail,
  ValidationError,
} from '@sightline/contracts';
import type { AuthContext } from '@sightline/db';
import { engineFailure, logEngineFailure, type TestErrorKind } from '../../engines/engine-failure.ts';
import { createConfiguredEngine } from '../../engines/engine-from-config.ts';
import { type ResolvedEngineConfig, resolveEngineConfig } from '../../engines/resolve-engine-config.ts';
import { parseInput } from '../../http/parse-input.ts';
import type { Services } from '../../services.ts';
import { organizationFor } from './organization-for.ts';
import { assertTestableBaseUrl } from './validate-base-url.ts';

/** The tiny question a connection test asks, and how long it may take. */
export const testPrompt = 'Reply with OK.';
export const testTimeoutMs = 20_000;

/** The server variable that gives each engine a key, for messages. */
const environmentVariable: Record<ConnectableEngineId, string> = {
  chatgpt: 'OPENAI_API_KEY',
  perplexity: 'PERPLEXITY_API_KEY',
  gemini: 'GEMINI_API_KEY',
  claude: 'ANTHROPIC_API_KEY',
  'google-aio': 'SERPAPI_API_KEY',
  'google-ai-mode': 'SERPAPI_API_KEY',
  'openai-compatible': 'OPENAI_COMPATIBLE_BASE_URL',
};

const invalid = (field: string, message: string): ErrorDetail => ({
  path: ['data', field],
  message,
  name: 'ValidationError',
});

/**
 * What to test with: unsaved values (`data`) over the organization's saved connection, or, with none, what the
 * collection would use (resolveEngineConfig). The server's environment key is only ever tried with its own base
 * URL: unsaved values may change its model, nothing else.
 */
async function configToTest(
  services: Services,
  organizationId: number,
  engine: ConnectableEngineId,
  input: EngineConnectionTestData,
): Promise<ResolvedEngineConfig> {
  const current = await resolveEngineConfig(services, organizationId, engine);
  const own = current?.source === 'organization' ? current : undefined;
  const noKey = () =>
    new ValidationError(
      `No ${engine} API key to test: enter one, or set ${environmentVariable[engine]} on the server`,
      [invalid('apiKey', 'is required')],
    );
  if (current?.source === 'environment' && input.apiKey === undefined && input.baseUrl === undefined) {
    return { ...current, ...(input.model ? { model: input.model } : {}) };
  }
  const apiKey = input.apiKey ?? own?.apiKey ?? (engine === 'openai-compatible' ? '' : undefined);
  if (apiKey === undefined) throw noKey();
  const baseURL = input.baseUrl === undefined ? own?.baseURL : (input.baseUrl ?? undefined);
  const model = input.model === undefined ? own?.model : (input.model ?? undefined);
  if (engine === 'openai-compatible' && (!baseURL || !model)) {
    const errors = [
      ...(baseURL ? [] : [invalid('baseUrl', 'is required for an OpenAI-compatible server')]),
      ...(model ? [] : [invalid('model', 'is required for an OpenAI-compatible server')]),
    ];
    throw new ValidationError(`Invalid ${errors.map((e) => e.path.join('.')).join(', ')}`, errors);
  }
  return {
    apiKey,
    ...(baseURL ? { baseURL } : {}),
    ...(model ? { model } : {}),
    source: 'organization',
  };
}

/** A connection test's answer; the failure kinds include the outbound guard's (`blocked_address`, `unreachable`). */
export type ConnectionTestResult =
  | { ok: true; model: string; latencyMs: number }
  | { ok: false; errorKind: TestErrorKind; message: string };

/**
 * Asks the engine a tiny prompt with the organization's credentials (or unsaved ones) and reports whether it
 * answered, with its model and latency, or why not: the failure's kind and a fixed message of ours with the HTTP
 * status, never what the provider (or whatever answers at the base URL) sent back. That goes to the debug log.
 */
export async function testEngineConnection(
  services: Services,
  auth: AuthContext,
  organizationKey: string,
  engine: ConnectableEngineId,
  data: unknown,
): Promise<ConnectionTestResult> {
  const organization = await organizationFor(services, auth, organizationKey, 'manageEngines');
  const input = data === undefined || data === null ? {} : parseInput(EngineConnectionTestData, data);
  assertTestableBaseUrl(input.baseUrl ?? undefined);
  const config = await configToTest(services, organization.id, engine, input);
  const adapter = createConfiguredEngine(engine, config, {
    allowedHosts: services.config.engines.allowedHosts,
    timeoutMs: testTimeoutMs,
  });
  const started = performance.now();
  try {
    const answer = await adapter.ask({ text: testPrompt }, { timeoutMs: testTimeoutMs });
    return { ok: true, model: answer.model, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    const failure = engineFailure(error);
    services.logger.info(
      { engine, errorKind: failure.kind, organizationId: organization.id },
      'engine connection test failed',
    );
    logEngineFailure(services.logger, error, config.apiKey, { engine, organizationId: organization.id });
    return { ok: false, errorKind: failure.kind, message: failure.message };
  }
}
