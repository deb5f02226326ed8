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

/** Engines that take credentials (an engine connection): every engine but the simulator. */
export type ConnectableEngineId = Exclude<EngineId, 'simulated'>;
export const connectableEngineIds = engineIds.filter(
  (id): id is ConnectableEngineId => id !== 'simulated',
) as readonly ConnectableEngineId[];

/** Where an engine's credentials come from: the organization's own, the server's environment, or nowhere. */
export const engineConnectionSources = ['organization', 'environment', 'none'] as const;
export type EngineConnectionSource = (typeof engineConnectionSources)[number];

/** Why an engine call failed (the engines' EngineError kinds), plus `unknown` for anything else. */
export const engineErrorKinds = [
  'rate_limited',
  'server',
  'timeout',
  'malformed',
  'auth',
  'quota',
  'bad_request',
  'unreachable',
  'blocked_address',
  'unknown',
] as const;
export type EngineErrorKindName = (typeof engineErrorKinds)[number];

export const projectStatuses = ['active', 'inactive'] as const;
export const ownedMediaKinds = ['domain', 'url', 'social'] as const;
export const intents = ['informational', 'commercial', 'transactional', 'navigational'] as const;
export const intentSources = ['auto', 'manual'] as const;

export const locales = ['ko', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'ko';
export const defaultTimezone = 'Asia/Seoul';

/**
 * How much statistics a user's reports show (their own setting, docs/features/web.md, Simple view): `full` shows n,
 * 95 % intervals and p-values; `simple` (the client view) leaves them out of screens, print and CSV exports and keeps
 * the significance marks and "not enough data".
 */
export const reportDetails = ['full', 'simple'] as const;
export type ReportDetail = (typeof reportDetails)[number];
export const defaultReportDetail: ReportDetail = 'full';

/** What kind of site a cited domain is (docs/features/analysis.md, Source types); the same list as the analyzer's. */
export const sourceTypeIds = [
  'owned',
  'competitor',
  'ugc',
  'reference',
  'editorial',
  'institutional',
  'corporate',
  'other',
] as const;

/** What kind of page a cited URL is (docs/features/analysis.md, Content types); the same list as the analyzer's. */
export const contentTypeIds = [
  'homepage',
  'article',
  'listicle',
  'comparison',
  'review',
  'product',
  'category',
  'docs',
  'forum',
  'video',
  'news',
  'profile',
  'other',
] as const;

/**
 * The types a correction may give. `owned` and `competitor` follow the project's owned media and competitors (edit
 * those instead), so a correction cannot claim or drop them.
 */
export const correctableSourceTypes = [
  'ugc',
  'reference',
  'editorial',
  'institutional',
  'corporate',
  'other',
] as const;

/** Engines whose connection can judge sentiment (OpenAI-style chat completions). */
export const judgeEngineIds = ['chatgpt', 'openai-compatible'] as const;
/** The model the sentiment judge asks when neither the setting nor the connection names one (OpenAI). */
export const defaultJudgeModel = 'gpt-4.1-mini';
/** Its list price (USD per million tokens), for the cost of verdicts when the provider reports none. */
export const defaultJudgePricing = { inputPerMTok: 0.4, outputPerMTok: 1.6 };

/** Languages a prompt may be written in (the ones the answer analysis reads); an import names one of these. */
export const promptLanguages = ['ko', 'en', 'ja', 'zh', 'fr', 'de', 'es'] as const;
/** The columns of a prompt CSV import (a header row names them, in any order); only `text` is required. */
export const promptImportColumns = ['text', 'language', 'intent', 'tags', 'active'] as const;
/**
 * A project's prompts at most (docs/features/prompts.md): each is asked of every engine on every collect, and an
 * outside probe's 30,006 prompts made the project's prompt list a 9.5 MB answer. A create or import over it is a 409.
 */
export const maxPromptsPerProject = 1000;
/** At most this many prompt lines per import (a project's whole cap), and this many characters of CSV. */
export const promptImportMaxLines = maxPromptsPerProject;
export const promptImportMaxChars = 1_000_000;
/** What one bulk action does to the chosen prompts of a project. */
export const promptBulkActions = [
  'addTags',
  'removeTags',
  'setIntent',
  'activate',
  'deactivate',
  'delete',
] as const;
export type PromptBulkAction = (typeof promptBulkActions)[number];
/** Why an import line was rejected (the web app words each one in the reader's language). */
export const promptImportReasons = [
  'malformedCsv',
  'noHeader',
  'noTextColumn',
  'unknownColumns',
  'duplicateColumn',
  'tooManyFields',
  'emptyText',
  'textTooLong',
  'unknownLanguage',
  'unknownIntent',
  'badActive',
  'tagTooLong',
  'tagControlCharacters',
  'tooManyTags',
  'duplicateLine',
  'alreadyInProject',
  'tooManyLines',
  'noLines',
] as const;
export type PromptImportReason = (typeof promptImportReasons)[number];

/** What a watch follows in the answers: a domain or a page cited, a keyword in the answer, a tracked brand named. */
export const watchKinds = ['domain', 'url', 'keyword', 'brand'] as const;
/** A project's watches at most (each is matched against every answer stored). */
export const maxWatchesPerProject = 50;

/** When an alert rule fires (see docs/features/watches-alerts.md, Alerts, and the alert_rules table). */
export const alertConditions = ['below', 'above', 'change', 'appears', 'disappears'] as const;
/** A project's alert rules at most. */
export const maxAlertRulesPerProject = 50;

/** The kinds of recommendation of the optimisation report, in the order that breaks ties of impact. */
export const optimisationKinds = [
  'prompt_gap',
  'outreach_domain',
  'content_type',
  'owned_page_drop',
  'engine_gap',
] as const;

/**
 * Characters no name may hold: C0 and C1 controls (tab, line feed, carriage return, escape, …), the Unicode line and
 * paragraph separators, and the bidirectional overrides and isolates. Names reach e-mail text and subjects (an
 * invitation names its organization) and CSV files; a line break there lets a name write lines of its own, and a
 * bidirectional override shows text other than what it is. See docs/features/accounts.md (names).
 */
export const controlCharacters = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/**
 * A CSV cell that starts with one of these is a formula to a spreadsheet program: `=`, `+`, `-`, `@`, their
 * fullwidth forms (`＝＋－＠`, which East Asian spreadsheet input turns into the ASCII ones), a tab or a carriage
 * return. Every CSV Sightline writes prefixes such a cell with an apostrophe (papaparse's `escapeFormulae`), since
 * prompts, answers, names and page titles are text from outside. See docs/features/answers.md (export).
 */
export const csvFormulaStart = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
