import { z } from 'zod';

/** Roles a member can hold in an organization, from most to least powerful. */
export const memberRoles = ['owner', 'admin', 'editor', 'viewer'] as const;
export const MemberRole = z.enum(memberRoles);
export type MemberRole = z.infer<typeof MemberRole>;

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
export const EngineId = z.enum(engineIds);
export type EngineId = z.infer<typeof EngineId>;

export const projectStatuses = ['active', 'inactive'] as const;
export const ProjectStatus = z.enum(projectStatuses);
export type ProjectStatus = z.infer<typeof ProjectStatus>;

export const ownedMediaKinds = ['domain', 'url', 'social'] as const;
export const OwnedMediaKind = z.enum(ownedMediaKinds);
export type OwnedMediaKind = z.infer<typeof OwnedMediaKind>;

export const intents = ['informational', 'commercial', 'transactional', 'navigational'] as const;
export const Intent = z.enum(intents);
export type Intent = z.infer<typeof Intent>;

export const intentSources = ['auto', 'manual'] as const;
export const IntentSource = z.enum(intentSources);
export type IntentSource = z.infer<typeof IntentSource>;

export const locales = ['ko', 'en'] as const;
export const Locale = z.enum(locales);
export type Locale = z.infer<typeof Locale>;
export const defaultLocale: Locale = 'ko';
export const defaultTimezone = 'Asia/Seoul';
