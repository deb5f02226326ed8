/**
 * The contracts as the web app's bundle sees them (package.json "browser" condition): constants, permissions and
 * types, without the zod schemas, which the first page must not download (only the report filter's few, in zod/mini).
 * Importing another schema in the web app fails the build; validate on the server.
 */

// Declared in both constants (plain unions) and enums (zod-inferred, identical): take the plain ones.
export type { ConnectableEngineId, EngineId, Locale, MemberRole, ReportDetail } from './constants.ts';
export * from './constants.ts';
export type * from './index.ts';
// The sort keys of paged lists (no zod).
export * from './list-sorts.ts';
export * from './permissions.ts';
// The wizard's categories and cost estimates (no zod).
export * from './project-setup.ts';
// The report filter: its few schemas are written with zod/mini, so the route search validates with the server's own
// contract at a small cost to the first page.
export * from './report-filter.ts';
// Pure statistics (no zod) for metric cards and interval bands.
export * from './statistics.ts';
