import { openDatabase, runInBackground } from '@sightline/db';
import { buildApp } from './app.ts';
import { resolveSecret } from './auth/secret.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { seedDemoOnFirstStart } from './demo/seed-demo.ts';
import { holdDemoCredentials } from './demo/show-demo-credentials.ts';
import { closeEngineFetches } from './engines/engine-fetch.ts';
import { startJobQueue } from './jobs/job-queue.ts';
import { installGracefulShutdown } from './lifecycle/graceful-shutdown.ts';
import { createLogger } from './logger.ts';
import { startEmbeddedUpkeep } from './maintenance/embedded-upkeep.ts';
import { createServices } from './services.ts';
import { startWorker } from './worker.ts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(
        `Sightline cannot start. ${error.message}\nSee the configuration table in README.md.\n`,
      );
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  const logger = createLogger(config);
  const startedAt = performance.now();
  const database = await openDatabase(config.database);
  logger.info({ database: database.kind, role: config.role }, 'database ready, migrations applied');
  // Installed before anything else starts, so a signal during start-up also closes what is open. What opens later
  // closes earlier: each part is put in front of the list.
  const steps: Array<{ name: string; close: () => Promise<unknown> }> = [
    { name: 'database', close: () => database.close() },
  ];
  installGracefulShutdown({ logger, timeoutMs: config.shutdownTimeoutMs, steps });

  // The job queue, the worker, the demo's seed and the database upkeep run as background work: on the embedded
  // database a screen's requests go before them (packages/db/src/priority/).
  const upkeep = runInBackground(() =>
    startEmbeddedUpkeep({
      database,
      logger,
      intervalMs: config.embeddedUpkeep.intervalMs,
    }),
  );
  steps.unshift({ name: 'embedded database upkeep', close: () => upkeep.stop() });

  const secret = await resolveSecret(config);
  const jobs = await runInBackground(() =>
    startJobQueue({
      database,
      config: config.collection,
      logger,
      supervise: config.role !== 'api',
    }),
  );
  steps.unshift({ name: 'jobs', close: () => jobs.stop() });
  // Closed after the HTTP server and the worker, which are the ones making engine calls.
  steps.unshift({ name: 'engine connections', close: () => closeEngineFetches() });
  // The address and the demo's sign-in are printed last, below every start-up log line, where they are easy to find.
  const demoSignIn = holdDemoCredentials();
  let url: string | null = null;
  if (config.role !== 'worker') {
    const app = await buildApp({ config, database, secret, jobs });
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    url = `http://${shownHost}:${port}`;
    steps.unshift({ name: 'http', close: () => app.close() });
  }
  if (config.role !== 'api') {
    const services = createServices({ config, database, secret, logger, jobs });
    const worker = await runInBackground(() => startWorker({ services, jobs }));
    steps.unshift({ name: 'worker', close: () => worker.stop() });
    if (config.demo.seed) await runInBackground(() => seedDemoOnFirstStart(services, jobs));
  }
  const ms = Math.round(performance.now() - startedAt);
  logger.info({ ms }, 'start-up finished');
  if (url) process.stdout.write(`\nSightline is running at ${url} (${database.kind}, ready in ${ms} ms)\n`);
  demoSignIn.release();
}

/** Starts Sightline as configured (main.ts loads this module once the module shortcuts are in place). */
export function startServer(): void {
  main().catch((error: unknown) => {
    process.stderr.write(
      `Sightline failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  });
}
