import { createFileRoute } from '@tanstack/react-router';
import { validateDateRange } from '../../lib/date-range.ts';
import { authGuard } from '../../router/guards.ts';
import { DataScreen } from '../../ui/data-screen/DataScreen.tsx';

export const Route = createFileRoute('/data/completions')({
  staticData: { titleKey: 'routes.completions', layout: 'default', guard: 'auth' },
  beforeLoad: authGuard,
  validateSearch: validateDateRange,
  component: () => <DataScreen titleKey="routes.completions" />,
});
