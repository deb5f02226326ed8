/**
 * Plain constants of the domain, with no zod: the web app imports this module (`@sightline/contracts/constants`)
 * so that its first page does not carry the schema library.
 */

/** Roles a member can hold in an organization, from most to least powerful. */
export const memberRoles = ['owner', 'admin', 'editor', 'viewer'] as const;
export type MemberRole = (typeof memberRoles)[number];

/** AI answer engines Sightline can collect from. */
export const engineIds = [
  'chatgpt',
  'perplexity',
  'gemini',
  'claude',
  'google-aio',
  'google-ai-mode',
  'openai-compatible',
  'simulated',
] as const;
export type EngineId = (typeof engineIds)[number];

export const projectStatuses = ['active', 'inactive'] as const;
export const ownedMediaKinds = ['domain', 'url', 'social'] as const;
export const intents = ['informational', 'commercial', 'transactional', 'navigational'] as const;
export const intentSources = ['auto', 'manual'] as const;

export const locales = ['ko', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'ko';
export const defaultTimezone = 'Asia/Seoul';
