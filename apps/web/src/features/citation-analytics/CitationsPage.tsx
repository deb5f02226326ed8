import { Box, Grid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { reportFilterOf } from '../../ui/filter-bar/report-filter.ts';
import { useReportSearch } from '../../ui/filter-bar/use-filters.ts';
import { CitationKpiCards } from './CitationKpiCards.tsx';
import { CitationScreen } from './CitationScreen.tsx';
import { CitationTrendChart } from './CitationTrendChart.tsx';
import { citationReportQuery, ownedUrlsQuery } from './citation-queries.ts';
import { registerCitationAnalyticsStrings } from './citation-strings.ts';
import { EngineCitationChart } from './EngineCitationChart.tsx';
import { EngineCitationTable } from './EngineCitationTable.tsx';
import { FirstOwnedPositionChart } from './FirstOwnedPositionChart.tsx';
import { OwnedDomainsTable } from './OwnedDomainsTable.tsx';
import { OwnedUrlsTable } from './OwnedUrlsTable.tsx';
import { PositionMethodNote } from './PositionMethodNote.tsx';

registerCitationAnalyticsStrings(i18n);

/**
 * `/analytics/citations`: how often the engines cite the project's owned media over the URL's range and filters —
 * owned citation rate, share and impression share with n and the change against the period before; the rate and
 * shares over time; each engine's citations, owned citations, share and rate; where the first owned citation comes in
 * an answer; and the owned pages cited, each leading to its source page.
 */
export function CitationsPage() {
  const { project } = useSession().selection;
  const search = useReportSearch();
  const filter = reportFilterOf(search);
  const id = project?.documentId ?? '';
  const enabled = Boolean(project);
  const report = useQuery({ ...citationReportQuery(id, filter), enabled });
  const ownedUrls = useQuery({ ...ownedUrlsQuery(id, filter), enabled });
  const data = report.data;
  const loading = report.isPending;
  return (
    <CitationScreen report={report}>
      <CitationKpiCards data={data} loading={loading} />
      <CitationTrendChart data={data} loading={loading} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <EngineCitationChart data={data} loading={loading} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <FirstOwnedPositionChart data={data} loading={loading} />
        </Grid.Col>
      </Grid>
      <Box id="citations-engines" style={{ scrollMarginTop: 72 }}>
        <EngineCitationTable rows={data?.byEngine} loading={loading} />
      </Box>
      <PositionMethodNote />
      <OwnedDomainsTable rows={data?.ownedDomains} loading={loading} />
      <OwnedUrlsTable query={ownedUrls} search={search} />
    </CitationScreen>
  );
}
