import { createFileRoute } from '@tanstack/react-router';
import { DataScreen } from '../../../../components/data/DataScreen.tsx';
import { validateDateRange } from '../../../../router/date-range.ts';
import { authGuard } from '../../../../router/guards.ts';
import { parseDomain } from '../../../../router/params.ts';

export const Route = createFileRoute('/projects/sources/domains/$domain')({
  staticData: { titleKey: 'routes.source', layout: 'default', guard: 'auth' },
  beforeLoad: authGuard,
  params: {
    parse: (params: Record<string, string>) => ({
      ...parseDomain('domain')(params),
    }),
  },
  validateSearch: validateDateRange,
  component: () => <DataScreen titleKey="routes.source" />,
});
