import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('configuration', () => {
  it('starts with no variables at all: embedded database, port 3000, every role', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, role: 'all', env: 'development' });
    expect(config.database.url).toBeUndefined();
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('reads the documented variables', () => {
    const config = loadConfig({
      PORT: '8080',
      SIGHTLINE_ROLE: 'worker',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      DATA_DIR: '/tmp/sightline-data',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({ port: 8080, role: 'worker', dataDir: '/tmp/sightline-data' });
    expect(config.database).toEqual({
      url: 'postgres://postgres@127.0.0.1:5432/test',
      dataDir: '/tmp/sightline-data',
    });
    expect(config.log.level).toBe('warn');
  });

  it('reads the hardening settings, with safe defaults for a server on the internet', () => {
    const defaults = loadConfig({});
    expect(defaults.auth.registration).toBe('open');
    expect(defaults.engines.allowedHosts).toEqual([]);
    expect(defaults.collection).toMatchObject({ orgDailyRunQuota: 5000, runNowCooldownSeconds: 60 });
    const config = loadConfig({
      REGISTRATION: 'invite',
      ENGINE_ALLOWED_HOSTS: ' LocalHost:11434, 10.0.0.0/8 ',
      AUTH_ADDRESS_RATE_LIMIT_MAX: '50',
      COLLECT_ORG_DAILY_RUN_QUOTA: '100',
    });
    expect(config.auth.registration).toBe('invite');
    expect(config.engines.allowedHosts).toEqual(['localhost:11434', '10.0.0.0/8']);
    expect(config.auth.rateLimit.addressMax).toBe(50);
    expect(config.collection.orgDailyRunQuota).toBe(100);
  });

  it('refuses an engine host allow-list entry it cannot read, and an unknown registration mode', () => {
    const problems = problemsOf({ ENGINE_ALLOWED_HOSTS: '10.0.0.0/99', REGISTRATION: 'closed' });
    expect(problems.some((p) => p.startsWith('ENGINE_ALLOWED_HOSTS:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('REGISTRATION:'))).toBe(true);
  });

  it('writes readable log lines when asked (LOG_PRETTY), JSON lines in production unless asked', () => {
    expect(loadConfig({ LOG_PRETTY: 'true' }).log.pretty).toBe(true);
    expect(loadConfig({ LOG_PRETTY: 'false' }).log.pretty).toBe(false);
    const production = { NODE_ENV: 'production', SIGHTLINE_SECRET: 'x'.repeat(32) };
    expect(loadConfig(production).log.pretty).toBe(false);
    expect(loadConfig({ ...production, LOG_PRETTY: 'true' }).log.pretty).toBe(true);
    expect(problemsOf({ LOG_PRETTY: 'yes' })[0]).toMatch(/^LOG_PRETTY:/);
  });

  it('names each bad variable and the value it got', () => {
    const problems = problemsOf({ PORT: 'abc', SIGHTLINE_ROLE: 'boss', DATABASE_URL: 'mysql://db/x' });
    expect(problems).toHaveLength(3);
    expect(problems.find((p) => p.startsWith('PORT:'))).toContain('"abc"');
    expect(problems.find((p) => p.startsWith('SIGHTLINE_ROLE:'))).toContain('"boss"');
    expect(problems.find((p) => p.startsWith('DATABASE_URL:'))).toContain('postgres://');
  });

  it('rejects ports out of range and treats empty variables as unset', () => {
    expect(problemsOf({ PORT: '70000' })[0]).toMatch(/^PORT:/);
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('accepts memory:// for an in-memory embedded database', () => {
    expect(loadConfig({ DATABASE_URL: 'memory://' }).database.url).toBe('memory://');
  });

  it('reads engine keys from the environment by engine id; SerpApi serves both Google engines', () => {
    expect(loadConfig({}).engines.fallbacks).toEqual({});
    const config = loadConfig({
      OPENAI_API_KEY: 'sk-env-openai',
      ANTHROPIC_API_KEY: 'sk-ant-env',
      GEMINI_API_KEY: 'gemini-env',
      PERPLEXITY_API_KEY: 'pplx-env',
      SERPAPI_API_KEY: 'serp-env',
      OPENAI_COMPATIBLE_BASE_URL: 'http://localhost:11434/v1/',
      OPENAI_COMPATIBLE_MODEL: 'llama3.2',
    });
    expect(config.engines.fallbacks).toEqual({
      chatgpt: { apiKey: 'sk-env-openai' },
      claude: { apiKey: 'sk-ant-env' },
      gemini: { apiKey: 'gemini-env' },
      perplexity: { apiKey: 'pplx-env' },
      'google-aio': { apiKey: 'serp-env' },
      'google-ai-mode': { apiKey: 'serp-env' },
      'openai-compatible': { apiKey: '', baseURL: 'http://localhost:11434/v1', model: 'llama3.2' },
    });
  });

  it('wants a base URL and a model for an OpenAI-compatible server, and never prints a secret value', () => {
    expect(problemsOf({ OPENAI_COMPATIBLE_API_KEY: 'sk-local' })[0]).toMatch(
      /^OPENAI_COMPATIBLE_BASE_URL and OPENAI_COMPATIBLE_MODEL/,
    );
    expect(problemsOf({ OPENAI_COMPATIBLE_BASE_URL: 'ftp://x', OPENAI_COMPATIBLE_MODEL: 'm' })[0]).toMatch(
      /^OPENAI_COMPATIBLE_BASE_URL:/,
    );
    const [problem] = problemsOf({ SIGHTLINE_SECRET: 'short-secret-value' });
    expect(problem).toMatch(/^SIGHTLINE_SECRET:/);
    expect(problem).not.toContain('short-secret-value');
  });
});
