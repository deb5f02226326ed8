import 'i18next';
import type { accountScreensKo } from '../../features/account/account-strings.ts';
import type { analyticsKo } from '../../features/analytics/analytics-strings.ts';
import type { authScreensKo } from '../../features/auth/auth-strings.ts';
import type { chatsKo } from '../../features/chats/chat-strings.ts';
import type { citationAnalyticsKo } from '../../features/citation-analytics/citation-strings.ts';
import type { collectsKo } from '../../features/collects/collects-strings.ts';
import type { completionsKo } from '../../features/completions/completion-strings.ts';
import type { contentAnalyticsKo } from '../../features/content-analytics/content-analytics-strings.ts';
import type { costsKo } from '../../features/costs/costs-strings.ts';
import type { dashboardKo } from '../../features/dashboard/dashboard-strings.ts';
import type { enginesKo } from '../../features/engine-connections/engine-strings.ts';
import type { homeScreenKo } from '../../features/home/home-strings.ts';
import type { optimisationKo } from '../../features/optimisation/optimisation-strings.ts';
import type { organizationKo } from '../../features/organization/organization-strings.ts';
import type { collectRefusalKo } from '../../features/projects/collect-refusal-strings.ts';
import type { projectScreenStringsKo } from '../../features/projects/project-form-strings.ts';
import type { promptBulkKo } from '../../features/projects/prompts/prompt-bulk-strings.ts';
import type { promptDetailKo } from '../../features/prompt-detail/prompt-detail-strings.ts';
import type { promptStatusKo } from '../../features/prompts/prompt-status-strings.ts';
import type { domainOverTimeKo } from '../../features/source-domain-over-time/domain-over-time-strings.ts';
import type { sourceDetailKo } from '../../features/sources/source-detail-strings.ts';
import type { sourcesKo } from '../../features/sources/sources-strings.ts';
import type { trackingChartsKo } from '../../features/tracking/tracking-chart-strings.ts';
import type { trackingKo } from '../../features/tracking/tracking-strings.ts';
import type { alertRulesKo } from '../../features/watches/alert-rules-strings.ts';
import type { watchesKo } from '../../features/watches/watches-strings.ts';
import type { collectProgressKo } from '../../shell/collect-progress-strings.ts';
import type { notificationsKo } from '../../shell/notification-strings.ts';
import type { answerListKo } from '../../ui/answer-list/answer-list-strings.ts';
import type { chartsKo } from '../../ui/charts/chart-strings.ts';
import type { emptyReportKo } from '../../ui/data-screen/empty-report-strings.ts';
import type { tableKo } from '../../ui/data-table/table-strings.ts';
import type { filtersKo } from '../../ui/filter-bar/filter-strings.ts';
import type { headlineKo } from '../../ui/headline/headline-strings.ts';
import type { metricCardKo } from '../../ui/metric-card/metric-card-strings.ts';
import type { Resources } from './resources/ko.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // Screen strings loaded with their screen (resources/tracking.ts, collect-refusal.ts, engines.ts) are typed here but not in the entry bundle.
    resources: {
      translation: Resources & {
        tracking: typeof trackingKo;
        // Added to the common `account`, `auth` and `projects` blocks (deep merge) by their screens.
        account: typeof accountScreensKo;
        auth: typeof authScreensKo;
        projects: typeof projectScreenStringsKo;
        promptBulk: typeof promptBulkKo;
        organization: typeof organizationKo;
        collectRefusal: typeof collectRefusalKo;
        engines: typeof enginesKo;
        chats: typeof chatsKo;
        table: typeof tableKo;
        filters: typeof filtersKo;
        collects: typeof collectsKo;
        charts: typeof chartsKo;
        metricCard: typeof metricCardKo;
        headline: typeof headlineKo;
        emptyReport: typeof emptyReportKo;
        answerList: typeof answerListKo;
        homeScreen: typeof homeScreenKo;
        dashboard: typeof dashboardKo;
        sources: typeof sourcesKo;
        sourceDetail: typeof sourceDetailKo;
        domainOverTime: typeof domainOverTimeKo;
        trackingCharts: typeof trackingChartsKo;
        analytics: typeof analyticsKo;
        citationAnalytics: typeof citationAnalyticsKo;
        contentAnalytics: typeof contentAnalyticsKo;
        collectProgress: typeof collectProgressKo;
        notifications: typeof notificationsKo;
        alertRules: typeof alertRulesKo;
        completions: typeof completionsKo;
        promptStatus: typeof promptStatusKo;
        costs: typeof costsKo;
        promptDetail: typeof promptDetailKo;
        watches: typeof watchesKo;
        optimisation: typeof optimisationKo;
      };
    };
  }
}
