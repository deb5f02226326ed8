import { createFileRoute } from '@tanstack/react-router';
import { validateDateRange } from '../../../../lib/date-range.ts';
import { authGuard } from '../../../../router/guards.ts';
import { parseDomain } from '../../../../router/params.ts';
import { DataScreen } from '../../../../ui/data-screen/DataScreen.tsx';

export const Route = createFileRoute('/projects/sources/$domain/')({
  staticData: { titleKey: 'routes.source', layout: 'full-width', guard: 'auth' },
  beforeLoad: authGuard,
  params: {
    parse: (params: Record<string, string>) => ({
      ...parseDomain('domain')(params),
    }),
  },
  validateSearch: validateDateRange,
  component: () => <DataScreen titleKey="routes.source" />,
});
