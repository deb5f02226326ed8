import { join, resolve } from 'node:path';
import { type EngineId, engineIds } from '@sightline/contracts';
import { parseAllowedHosts } from '@sightline/engines';
import { z } from 'zod';

import type { LogLevel } from './logger.ts';

const roles = ['all', 'api', 'worker'] as const;
export type Role = (typeof roles)[number];

const repoRoot = resolve(import.meta.dirname, '../../..');

/**
 * Every environment variable Sightline reads, validated once at start. Nothing else reads `process.env`.
 * Each variable is documented in the README's configuration table.
 */
/** `engine=number` pairs, comma separated (e.g. `chatgpt=2,gemini=4`), for known engine ids only. */
function engineNumbers(name: string, min: number, max: number) {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      const result: Record<string, number> = {};
      for (const pair of (value ?? '')
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)) {
        const [engine, raw] = pair.split('=').map((p) => p.trim());
        const n = Number(raw);
        if (
          !engine ||
          !(engineIds as readonly string[]).includes(engine) ||
          !Number.isInteger(n) ||
          n < min ||
          n > max
        ) {
          ctx.addIssue({
            code: 'custom',
            message: `"${pair}" must be engine=number with a known engine (${engineIds.join(', ')}) and ${min}–${max}`,
          });
          return z.NEVER;
        }
        result[engine] = n;
      }
      return result;
    })
    .describe(name);
}

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
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  SIGHTLINE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  JWT_EXPIRES_IN: z
    .string()
    .regex(/^\d+\s*(s|m|h|d|w)$/, 'must look like 30m, 12h or 7d')
    .default('7d'),
  EMAIL_CONFIRMATION: z.enum(['true', 'false']).default('false'),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Sightline <no-reply@sightline.local>'),
  REGISTRATION: z.enum(['open', 'invite']).default('open'),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(10_000).default(5),
  AUTH_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).max(86_400_000).default(60_000),
  AUTH_ADDRESS_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(100_000).default(30),
  AUTH_ACCOUNT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(100_000).default(20),
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  ALLOW_NEW_ORGANIZATIONS: z.enum(['true', 'false']).optional(),
  INVITATIONS_PER_INVITER_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  INVITATIONS_PER_ORGANIZATION_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(50),
  PENDING_INVITATIONS_PER_ORGANIZATION: z.coerce.number().int().min(1).max(1_000_000).default(100),
  ENGINE_ALLOWED_HOSTS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const hosts = (value ?? '')
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean);
      try {
        parseAllowedHosts(hosts);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
        return z.NEVER;
      }
      return hosts;
    }),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(5 * 1024 * 1024),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GITHUB_CLIENT_ID: z.string().min(1).optional(),
  GITHUB_CLIENT_SECRET: z.string().min(1).optional(),
  KAKAO_CLIENT_ID: z.string().min(1).optional(),
  KAKAO_CLIENT_SECRET: z.string().min(1).optional(),
  NAVER_CLIENT_ID: z.string().min(1).optional(),
  NAVER_CLIENT_SECRET: z.string().min(1).optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  ANTHROPIC_API_KEY: z.string().min(1).optional(),
  GEMINI_API_KEY: z.string().min(1).optional(),
  PERPLEXITY_API_KEY: z.string().min(1).optional(),
  SERPAPI_API_KEY: z.string().min(1).optional(),
  OPENAI_COMPATIBLE_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  OPENAI_COMPATIBLE_API_KEY: z.string().min(1).optional(),
  OPENAI_COMPATIBLE_MODEL: z.string().min(1).max(100).optional(),
  COLLECT_CONCURRENCY: engineNumbers('COLLECT_CONCURRENCY', 1, 64),
  COLLECT_RATE_PER_MINUTE: engineNumbers('COLLECT_RATE_PER_MINUTE', 0, 100_000),
  COLLECT_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(3),
  COLLECT_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  ENGINE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(120_000),
  JOB_HEARTBEAT_SECONDS: z.coerce.number().int().min(10).max(3600).default(30),
  JOB_SUPERVISE_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  SIMULATOR_LATENCY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  COLLECT_ORG_DAILY_RUN_QUOTA: z.coerce.number().int().min(1).max(10_000_000).default(5000),
  RUN_NOW_COOLDOWN_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  ANALYTICS_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(1000),
  PGLITE_UPKEEP_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  REANALYSIS_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  DEMO_DAYS: z.coerce.number().int().min(1).max(400).default(90),
});

/** Variables whose values are credentials: a configuration error names them but never prints their value. */
const secretVariables = new Set([
  'SIGHTLINE_SECRET',
  'GOOGLE_CLIENT_SECRET',
  'GITHUB_CLIENT_SECRET',
  'KAKAO_CLIENT_SECRET',
  'NAVER_CLIENT_SECRET',
  'OPENAI_API_KEY',
  'ANTHROPIC_API_KEY',
  'GEMINI_API_KEY',
  'PERPLEXITY_API_KEY',
  'SERPAPI_API_KEY',
  'OPENAI_COMPATIBLE_API_KEY',
]);

export const socialProviders = ['google', 'github', 'kakao', 'naver'] as const;
export type SocialProvider = (typeof socialProviders)[number];

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
  /** Trust X-Forwarded-* headers (behind a load balancer). */
  trustProxy: boolean;
  /** Signs tokens; from SIGHTLINE_SECRET, or made once and kept in DATA_DIR/secret outside production. */
  secret: string | undefined;
  publicUrl: string;
  auth: {
    jwtExpiresIn: string;
    emailConfirmation: boolean;
    /** `open`: anyone may register; `invite`: only with an invitation link (see SECURITY.md). */
    registration: 'open' | 'invite';
    /**
     * Whether signed-in users may create organizations (ALLOW_NEW_ORGANIZATIONS; by default only when registration is
     * open, so that an invited member cannot start an organization of their own and invite anyone).
     */
    allowNewOrganizations: boolean;
    /**
     * Failed tries per `windowMs`: `max` per account and address, `addressMax` per address across accounts,
     * `accountMax` per account across addresses (not counted from a browser the account signed in from before);
     * `registrationsPerAddressPerHour` new accounts per address.
     */
    rateLimit: {
      max: number;
      windowMs: number;
      addressMax: number;
      accountMax: number;
      registrationsPerAddressPerHour: number;
    };
    providers: Partial<Record<SocialProvider, { clientId: string; clientSecret: string }>>;
  };
  mail: { smtpUrl: string | undefined; from: string; dir: string };
  /**
   * Invitation mails go to addresses nobody proved and carry the organization's name: limits keep them from being a
   * spam relay (docs/features/accounts.md). Invitations sent per inviter per hour and per organization per day; open
   * (unaccepted, unexpired) invitations an organization may have at once.
   */
  invitations: { perInviterPerHour: number; perOrganizationPerDay: number; maxPending: number };
  uploads: { maxBytes: number; dir: string };
  collection: CollectionConfig;
  demo: { seed: boolean; days: number };
  /** Analytics responses kept in memory per process, keyed by the project's data version (0 = no cache). */
  analyticsCache: { entries: number };
  /** Embedded database only: how often its tables' statistics are brought up to date and its log checkpointed (0: never). */
  embeddedUpkeep: { intervalMs: number };
  engines: {
    /**
     * Hosts (names, IP addresses or CIDR ranges, optionally with `:port`) that engine requests may reach even though
     * they are loopback, private or link-local; every other such address is refused (ENGINE_ALLOWED_HOSTS).
     */
    allowedHosts: string[];
    /** Keyed by engine id; `google-aio` and `google-ai-mode` share SERPAPI_API_KEY. Never `simulated`. */
    fallbacks: Partial<Record<EngineId, EngineFallback>>;
  };
}

/** How runs are paced and retried (per process; see OPERATIONS.md for scaling). */
export interface CollectionConfig {
  /** Runs in flight per engine in one worker process. */
  concurrency: Record<string, number>;
  /** Request starts per minute per engine in one worker process; 0 = unpaced. */
  ratePerMinute: Record<string, number>;
  retryLimit: number;
  retryDelaySeconds: number;
  timeoutMs: number;
  heartbeatSeconds: number;
  superviseIntervalSeconds: number;
  /** A profile change re-analyzes history after this delay (longer than the workers' profile cache). */
  reanalysisDelaySeconds: number;
  /** The simulator waits this long per answer, like a real engine (0: as fast as it can). */
  simulatorLatencyMs: number;
  /** Runs an organization may plan per 24 hours, over all its projects and triggers except the demo backfill. */
  orgDailyRunQuota: number;
  /** "Run now" on a project is refused for this long after the previous one, and while one is still running. */
  runNowCooldownSeconds: number;
}

const defaultConcurrency: Record<string, number> = { simulated: 8 };
const defaultRatePerMinute: Record<string, number> = {
  chatgpt: 60,
  perplexity: 50,
  gemini: 60,
  claude: 50,
  'google-aio': 30,
  'google-ai-mode': 30,
};

/** Server-wide engine credentials from the environment, used when an organization has none of its own. */
export interface EngineFallback {
  /** Empty for an OpenAI-compatible server that takes no key (e.g. a local Ollama). */
  apiKey: string;
  baseURL?: string;
  model?: string;
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
        const shown = value === undefined || secretVariables.has(name) ? '' : ` (got "${value}")`;
        return `${name}: ${issue.message}${shown}`;
      }),
    );
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.SIGHTLINE_SECRET) {
    throw new ConfigError(['SIGHTLINE_SECRET: required in production (at least 32 random characters)']);
  }
  const providers: Config['auth']['providers'] = {};
  for (const provider of socialProviders) {
    const upper = provider.toUpperCase();
    const clientId = present[`${upper}_CLIENT_ID`];
    const clientSecret = present[`${upper}_CLIENT_SECRET`];
    if (clientId && clientSecret) providers[provider] = { clientId, clientSecret };
    else if (clientId || clientSecret) {
      throw new ConfigError([
        `${upper}_CLIENT_ID and ${upper}_CLIENT_SECRET: set both to enable ${provider} sign-in`,
      ]);
    }
  }
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
      pretty: e.LOG_PRETTY ?? (process.stdout.isTTY === true && e.NODE_ENV !== 'production'),
    },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    trustProxy: e.TRUST_PROXY === 'true',
    secret: e.SIGHTLINE_SECRET,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT || 3000}`).replace(/\/$/, ''),
    auth: {
      jwtExpiresIn: e.JWT_EXPIRES_IN.replace(/\s+/g, ''),
      emailConfirmation: e.EMAIL_CONFIRMATION === 'true',
      registration: e.REGISTRATION,
      allowNewOrganizations:
        (e.ALLOW_NEW_ORGANIZATIONS ?? (e.REGISTRATION === 'open' ? 'true' : 'false')) === 'true',
      rateLimit: {
        max: e.AUTH_RATE_LIMIT_MAX,
        windowMs: e.AUTH_RATE_LIMIT_WINDOW_MS,
        addressMax: e.AUTH_ADDRESS_RATE_LIMIT_MAX,
        accountMax: e.AUTH_ACCOUNT_RATE_LIMIT_MAX,
        registrationsPerAddressPerHour: e.REGISTRATIONS_PER_ADDRESS_PER_HOUR,
      },
      providers,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, dir: join(dataDir, 'mail') },
    invitations: {
      perInviterPerHour: e.INVITATIONS_PER_INVITER_PER_HOUR,
      perOrganizationPerDay: e.INVITATIONS_PER_ORGANIZATION_PER_DAY,
      maxPending: e.PENDING_INVITATIONS_PER_ORGANIZATION,
    },
    uploads: { maxBytes: e.UPLOAD_MAX_BYTES, dir: join(dataDir, 'uploads') },
    collection: {
      concurrency: {
        ...Object.fromEntries(engineIds.map((id) => [id, defaultConcurrency[id] ?? 2])),
        ...e.COLLECT_CONCURRENCY,
      },
      ratePerMinute: { ...defaultRatePerMinute, ...e.COLLECT_RATE_PER_MINUTE },
      retryLimit: e.COLLECT_RETRY_LIMIT,
      retryDelaySeconds: e.COLLECT_RETRY_DELAY_SECONDS,
      timeoutMs: e.ENGINE_TIMEOUT_MS,
      heartbeatSeconds: e.JOB_HEARTBEAT_SECONDS,
      superviseIntervalSeconds: e.JOB_SUPERVISE_INTERVAL_SECONDS,
      reanalysisDelaySeconds: e.REANALYSIS_DELAY_SECONDS,
      simulatorLatencyMs: e.SIMULATOR_LATENCY_MS,
      orgDailyRunQuota: e.COLLECT_ORG_DAILY_RUN_QUOTA,
      runNowCooldownSeconds: e.RUN_NOW_COOLDOWN_SECONDS,
    },
    demo: { seed: e.SEED_DEMO === 'true', days: e.DEMO_DAYS },
    analyticsCache: { entries: e.ANALYTICS_CACHE_ENTRIES },
    embeddedUpkeep: { intervalMs: e.PGLITE_UPKEEP_INTERVAL_SECONDS * 1000 },
    engines: { allowedHosts: e.ENGINE_ALLOWED_HOSTS, fallbacks: engineFallbacks(e) },
  };
}

/** The engine keys of the environment, by engine id. An OpenAI-compatible server needs its base URL and model. */
function engineFallbacks(e: z.infer<typeof Env>): Config['engines']['fallbacks'] {
  const fallbacks: Config['engines']['fallbacks'] = {};
  if (e.OPENAI_API_KEY) fallbacks.chatgpt = { apiKey: e.OPENAI_API_KEY };
  if (e.ANTHROPIC_API_KEY) fallbacks.claude = { apiKey: e.ANTHROPIC_API_KEY };
  if (e.GEMINI_API_KEY) fallbacks.gemini = { apiKey: e.GEMINI_API_KEY };
  if (e.PERPLEXITY_API_KEY) fallbacks.perplexity = { apiKey: e.PERPLEXITY_API_KEY };
  if (e.SERPAPI_API_KEY) {
    fallbacks['google-aio'] = { apiKey: e.SERPAPI_API_KEY };
    fallbacks['google-ai-mode'] = { apiKey: e.SERPAPI_API_KEY };
  }
  const compatible = [e.OPENAI_COMPATIBLE_BASE_URL, e.OPENAI_COMPATIBLE_API_KEY, e.OPENAI_COMPATIBLE_MODEL];
  if (compatible.some((v) => v !== undefined)) {
    if (!e.OPENAI_COMPATIBLE_BASE_URL || !e.OPENAI_COMPATIBLE_MODEL) {
      throw new ConfigError([
        'OPENAI_COMPATIBLE_BASE_URL and OPENAI_COMPATIBLE_MODEL: set both to use an OpenAI-compatible server (OPENAI_COMPATIBLE_API_KEY is optional)',
      ]);
    }
    fallbacks['openai-compatible'] = {
      apiKey: e.OPENAI_COMPATIBLE_API_KEY ?? '',
      baseURL: e.OPENAI_COMPATIBLE_BASE_URL.replace(/\/+$/, ''),
      model: e.OPENAI_COMPATIBLE_MODEL,
    };
  }
  return fallbacks;
}
