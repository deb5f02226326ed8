import { resolve } from 'node:path';
import { z } from 'zod';

import type { LogLevel } from './logger.ts';

const roles = ['all', 'api', 'worker'] as const;
export type Role = (typeof roles)[number];

const repoRoot = resolve(import.meta.dirname, '../../..');

/**
 * Every environment variable Sightline reads, validated once at start. Nothing else reads `process.env`.
 * Each variable is documented in the README's configuration table.
 */
const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  SIGHTLINE_ROLE: z.enum(roles).default('all'),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres(ql)?:\/\/.+|memory:\/\/)$/, 'must be a postgres:// URL or memory://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  WEB_DIST_DIR: z.string().min(1).default(resolve(repoRoot, 'apps/web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  role: Role;
  database: { url: string | undefined; dataDir: string };
  dataDir: string;
  webDistDir: string;
  log: { level: LogLevel; pretty: boolean };
  shutdownTimeoutMs: number;
}

export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** Parses an environment (normally `process.env`); throws ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable counts as unset, as shells and .env files often leave them.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = Env.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.');
        const value = present[name];
        return `${name}: ${issue.message}${value === undefined ? '' : ` (got "${value}")`}`;
      }),
    );
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    role: e.SIGHTLINE_ROLE,
    database: { url: e.DATABASE_URL, dataDir },
    dataDir,
    webDistDir: resolve(e.WEB_DIST_DIR),
    log: {
      level: e.LOG_LEVEL,
      pretty: e.LOG_PRETTY ?? (process.stdout.isTTY && e.NODE_ENV !== 'production'),
    },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
  };
}
