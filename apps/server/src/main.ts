import { openDatabase } from '@sightline/db';
import pino from 'pino';
import { buildApp } from './app.ts';
import { resolveSecret } from './auth/secret.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { seedDemoOnFirstStart } from './demo/seed-demo.ts';
import { closeEngineFetches } from './engines/engine-fetch.ts';
import { startJobQueue } from './jobs/job-queue.ts';
import { installGracefulShutdown } from './lifecycle/graceful-shutdown.ts';
import { loggerOptions } from './logger.ts';
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
  const logger = pino(loggerOptions(config) as pino.LoggerOptions);
  const startedAt = performance.now();
  const database = await openDatabase(config.database);
  logger.info({ database: database.kind, role: config.role }, 'database ready, migrations applied');
  // Installed before anything else starts, so a signal during start-up also closes what is open. What opens later
  // closes earlier: each part is put in front of the list.
  const steps: Array<{ name: string; close: () => Promise<unknown> }> = [
    { name: 'database', close: () => database.close() },
  ];
  installGracefulShutdown({ logger, timeoutMs: config.shutdownTimeoutMs, steps });

  const secret = await resolveSecret(config);
  const jobs = await startJobQueue({
    database,
    config: config.collection,
    logger,
    supervise: config.role !== 'api',
  });
  steps.unshift({ name: 'jobs', close: () => jobs.stop() });
  // Closed after the HTTP server and the worker, which are the ones making engine calls.
  steps.unshift({ name: 'engine connections', close: () => closeEngineFetches() });
  if (config.role !== 'worker') {
    const app = await buildApp({ config, database, secret, jobs });
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    process.stdout.write(
      `\nSightline is running at http://${shownHost}:${port} (${database.kind}, ready in ${Math.round(performance.now() - startedAt)} ms)\n\n`,
    );
    steps.unshift({ name: 'http', close: () => app.close() });
  }
  if (config.role !== 'api') {
    const services = createServices({ config, database, secret, logger, jobs });
    const worker = await startWorker({ services, jobs });
    steps.unshift({ name: 'worker', close: () => worker.stop() });
    if (config.demo.seed) await seedDemoOnFirstStart(services, jobs);
  }
  logger.info({ ms: Math.round(performance.now() - startedAt) }, 'start-up finished');
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Sightline failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
