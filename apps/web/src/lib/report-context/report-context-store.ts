import { type ReportSearch, reportSearchOf } from '@sightline/contracts';

/**
 * The report context — period, engines, tags, intents, branded or not, prompt — that a user last looked at on a
 * project's data screens, kept per user and project in this browser so that it follows them onto the next screen
 * (docs/features/web.md, Report context). The URL stays the truth of a screen: this is only what links carry.
 */
export const reportContextKey = (userId: number, projectDocumentId: string) =>
  `sightline:report-context:${userId}:${projectDocumentId}`;

/** The remembered context; `{}` when none (or when what is stored is not one: every value is validated again). */
export function readReportContext(storage: Storage, userId: number, projectDocumentId: string): ReportSearch {
  try {
    const raw = storage.getItem(reportContextKey(userId, projectDocumentId));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' ? reportSearchOf(parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Remembers a context (an empty one too: the user cleared the filters). Storage errors (quota, privacy mode) are not the user's problem. */
export function writeReportContext(
  storage: Storage,
  userId: number,
  projectDocumentId: string,
  context: ReportSearch,
): void {
  try {
    storage.setItem(reportContextKey(userId, projectDocumentId), JSON.stringify(context));
  } catch {
    // Without storage the context still follows through the links of the current page.
  }
}

/** The paths of a project's data screens: they read the report context from their URL and their links carry it. */
const dataScreenPrefixes = [
  '/dashboard',
  '/projects/tracking',
  '/projects/sources',
  '/projects/watches',
  '/analytics/',
  '/data/completions',
  '/reports/optimisation',
];

export const isDataScreen = (pathname: string) =>
  dataScreenPrefixes.some(
    (prefix) => pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );
