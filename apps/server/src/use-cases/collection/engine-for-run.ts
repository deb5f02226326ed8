import type { EngineId } from '@sightline/contracts';
import type { RunContext } from '@sightline/db';
import { createSimulatedEngine, type EngineAdapter, EngineError } from '@sightline/engines';
import { demoCampaignDayFor } from '../../demo/demo-campaign.ts';
import { logEngineFailure } from '../../engines/engine-failure.ts';
import { type ConfiguredEngineOptions, createConfiguredEngine } from '../../engines/engine-from-config.ts';
import { resolveEngineConfig } from '../../engines/resolve-engine-config.ts';
import type { Services } from '../../services.ts';
import type { ProjectAnalysis } from './project-analysis.ts';

/** Picks the adapter that answers a run; tests replace it to script engine behaviour. */
export type EngineForRun = (run: RunContext, analysis: ProjectAnalysis) => Promise<EngineAdapter>;

/**
 * Simulated projects (and the `simulated` engine) are answered by the simulator imitating the run's engine; every
 * other engine needs credentials from the organization's engine connection or the server environment. `overrides`
 * are for tests (Gemini's grounding redirects on the loopback mock server).
 */
export function engineForRun(
  services: Services,
  overrides: Pick<ConfiguredEngineOptions, 'groundingRedirects'> = {},
): EngineForRun {
  return async (run, analysis) => {
    if (run.simulated || run.engine === 'simulated') {
      const { profile } = analysis;
      const campaignDay = await demoCampaignDayFor(services, run.projectId);
      return createSimulatedEngine({
        flavor: run.engine === 'simulated' ? 'chatgpt' : run.engine,
        latencyMs: services.config.collection.simulatorLatencyMs,
        // Only the seeded demo project has a dated campaign; it also fails a few runs (and one engine-day in every
        // 30), so its collect and run screens show failures (packages/engines/src/simulated/simulated-failures.ts).
        ...(campaignDay ? { campaignDay, failures: true } : {}),
        profile: {
          brand: profile.brand,
          competitors: profile.competitors.map((c) => ({
            name: c.name,
            aliases: c.aliases,
            domains: c.domains,
          })),
          ownedDomains: profile.ownedDomains,
        },
      });
    }
    const engine = run.engine as EngineId;
    const resolved = await resolveEngineConfig(services, run.organizationId, engine).catch(
      (error: unknown) => {
        // A stored key that no longer decrypts (the server secret changed) will not fix itself: fail for good.
        throw new EngineError({
          kind: 'auth',
          retryable: false,
          message:
            error instanceof Error ? error.message : `The stored credentials for ${engine} cannot be read.`,
        });
      },
    );
    if (!resolved) {
      throw new EngineError({
        kind: 'auth',
        retryable: false,
        message: `No credentials for ${engine}: add them under Organization → AI engines, or set the server's environment variable.`,
      });
    }
    const adapter = createConfiguredEngine(engine, resolved, {
      allowedHosts: services.config.engines.allowedHosts,
      timeoutMs: services.config.collection.timeoutMs,
      // Collection keeps the pages Gemini's grounding links lead to.
      groundingRedirects: overrides.groundingRedirects ?? {},
    });
    return withFailureLog(adapter, services, resolved.apiKey, { runId: run.runId, engine });
  };
}

/**
 * The adapter, logging what the provider said when a call fails (debug level, key scrubbed): the run's stored
 * error is only the EngineError's own message, never the provider's words.
 */
function withFailureLog(
  adapter: EngineAdapter,
  services: Services,
  apiKey: string,
  context: Record<string, unknown>,
): EngineAdapter {
  return {
    id: adapter.id,
    async ask(prompt, options) {
      try {
        return await adapter.ask(prompt, options);
      } catch (error) {
        if (!options?.signal?.aborted) logEngineFailure(services.logger, error, apiKey, context);
        throw error;
      }
    },
  };
}
