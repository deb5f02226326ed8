import { openDatabase } from '@sightline/db';
import pino from 'pino';
import { buildApp } from './app.ts';
import { resolveSecret } from './auth/secret.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { seedDemoOnFirstStart } from './demo/seed-demo.ts';
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

  const secret = await resolveSecret(config);
  const jobs = await startJobQueue({
    database,
    config: config.collection,
    logger,
    supervise: config.role !== 'api',
  });
  const steps: Array<{ name: string; close: () => Promise<unknown> }> = [];
  if (config.role !== 'worker') {
    const app = await buildApp({ config, database, secret, jobs });
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    process.stdout.write(
      `\nSightline is running at http://${shownHost}:${port} (${database.kind}, ready in ${Math.round(performance.now() - startedAt)} ms)\n\n`,
    );
    steps.push({ name: 'http', close: () => app.close() });
  }
  if (config.role !== 'api') {
    const services = createServices({ config, database, secret, logger, jobs });
    const worker = await startWorker({ services, jobs });
    steps.push({ name: 'worker', close: () => worker.stop() });
    if (config.demo.seed) await seedDemoOnFirstStart(services, jobs);
  }
  steps.push({ name: 'jobs', close: () => jobs.stop() });
  steps.push({ name: 'database', close: () => database.close() });
  installGracefulShutdown({ logger, timeoutMs: config.shutdownTimeoutMs, steps });
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Sightline failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
