import { createRequire } from 'node:module';
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import pino from 'pino';
import type { Config } from './config.ts';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

type LoggerOptions = pino.LoggerOptions & { stream?: pino.DestinationStream };

const redact = {
  paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password'],
  censor: '[redacted]',
};

type PrettyFactory = (options: object) => pino.DestinationStream;
let prettyFactory: PrettyFactory | null | undefined;

/** pino-pretty, or null when it is not installed (`npm install --omit=dev`): JSON lines then. */
function loadPretty(): PrettyFactory | null {
  if (prettyFactory === undefined) {
    try {
      prettyFactory = createRequire(import.meta.url)('pino-pretty') as PrettyFactory;
    } catch {
      prettyFactory = null;
    }
  }
  return prettyFactory;
}

/** Whether logs are readable lines: asked for (LOG_PRETTY, by default in a terminal) and pino-pretty is there. */
const isPretty = (config: Config) => config.log.pretty && loadPretty() !== null;

/**
 * Readable lines for a terminal: pino-pretty in this process (synchronous), one line per entry with its fields
 * after the message; request lines say what was asked and how it went (see RequestLogController).
 */
function prettyStream(): pino.DestinationStream {
  return loadPretty()!({
    sync: true,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
  });
}

/**
 * pino options: JSON lines by default, readable lines in a terminal (LOG_PRETTY); credentials never reach the log.
 * Either way lines are written synchronously to standard output, so they stay in order with what start-up prints
 * itself (the address, then the demo's sign-in, last).
 */
export function loggerOptions(config: Config): LoggerOptions {
  const stream = isPretty(config) ? prettyStream() : pino.destination({ dest: 1, sync: true });
  return { level: config.log.level, redact, stream };
}

/** The process's logger (start-up, worker, jobs), configured like the HTTP server's. */
export function createLogger(config: Config): pino.Logger {
  const { stream, ...options } = loggerOptions(config);
  return pino(options, stream);
}

/** `/api` and its routes; everything else is the web app's files, its page fallback or uploaded files. */
export const isApiUrl = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Fastify's request lines, by what was asked: API requests at `info`, requests for files (the web app's assets,
 * index.html for a page path, /version.json polled by every open tab, uploaded images) at `debug`, failures at
 * `error` whatever the path. In a terminal a request is one line when it completes ("GET /api/users/me 200 4 ms");
 * JSON logs keep Fastify's "incoming request" and "request completed" entries with their fields.
 */
export class RequestLogController extends LogController {
  /** One readable line per request (a terminal), instead of Fastify's two entries with fields (JSON). */
  readonly pretty: boolean;

  constructor(pretty: boolean) {
    super();
    this.pretty = pretty;
  }

  override incomingRequest(request: FastifyRequest, _reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const level = isApiUrl(request.url) && !this.pretty ? 'info' : 'debug';
    request.log[level]({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const fields = { res: reply, responseTime: reply.elapsedTime };
    if (error) {
      reply.log.error({ ...fields, err: error }, 'request errored');
      return;
    }
    const message = this.pretty
      ? `${request.method} ${request.url} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`
      : 'request completed';
    reply.log[isApiUrl(request.url) ? 'info' : 'debug'](fields, message);
  }
}

/** The HTTP server's logging: its logger and how it logs requests. */
export function httpLogging(
  config: Config,
): Pick<FastifyServerOptions, 'logger' | 'logController'> & { logger: LoggerOptions } {
  return {
    logger: loggerOptions(config),
    logController: new RequestLogController(isPretty(config)),
  };
}

/** Level for routes hit by probes (health): warnings only, unless the whole log is quieter still. */
export function probeLogLevel(config: Config): LogLevel {
  return ['silent', 'fatal', 'error'].includes(config.log.level) ? config.log.level : 'warn';
}
