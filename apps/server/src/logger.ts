import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';

/** pino options: JSON lines by default, pretty in a terminal; credentials never reach the log. */
export function loggerOptions(config: Config): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: config.log.level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password'],
      censor: '[redacted]',
    },
    ...(config.log.pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** Level for routes hit by probes (health): warnings only, unless the whole log is quieter still. */
export function probeLogLevel(config: Config): LogLevel {
  return ['silent', 'fatal', 'error'].includes(config.log.level) ? config.log.level : 'warn';
}
