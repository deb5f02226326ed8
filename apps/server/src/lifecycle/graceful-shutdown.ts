import type { FastifyBaseLogger } from 'fastify';

export interface ShutdownOptions {
  logger: FastifyBaseLogger;
  timeoutMs: number;
  /** Closes what the process opened, in order (HTTP server first, database last). */
  steps: Array<{ name: string; close: () => Promise<unknown> }>;
  exit?: (code: number) => void;
}

/**
 * On SIGINT or SIGTERM: stop taking work, let running requests and jobs finish, close the database, exit 0.
 * A second signal or the timeout exits 1 at once.
 */
export function installGracefulShutdown({ logger, timeoutMs, steps, exit = process.exit }: ShutdownOptions) {
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now');
      exit(1);
      return;
    }
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error({ timeoutMs }, 'shutdown timed out');
      exit(1);
    }, timeoutMs);
    timer.unref();
    let code = 0;
    for (const step of steps) {
      try {
        await step.close();
      } catch (err) {
        code = 1;
        logger.error({ err, step: step.name }, 'shutdown step failed');
      }
    }
    clearTimeout(timer);
    logger.info('stopped');
    exit(code);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
