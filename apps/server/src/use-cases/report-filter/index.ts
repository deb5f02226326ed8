/**
 * The report filter on the server: one resolver every report read of a project calls. The query is read by the
 * report filter's contract (`@sightline/contracts` report-filter.ts, which the web's route search uses too), given its
 * range defaults, checked against the project's tags and prompts, and cut into the database's segments.
 */
export { type ReportSegments, reportSegments } from './report-segments.ts';
export {
  coveredPrompts,
  loadReportFilter,
  type ParsedReportFilter,
  type ProjectPrompt,
  type ReportFilterQuery,
  type ResolvedReportFilter,
  readReportFilter,
  reportFilterKey,
  resolveReportFilter,
} from './resolve-report-filter.ts';
export { defaultRangeDays, type TrackingRange, trackingRange } from './tracking-range.ts';
