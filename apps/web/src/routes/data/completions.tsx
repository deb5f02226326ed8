import { createFileRoute } from '@tanstack/react-router';
import { DataScreen } from '../../components/data/DataScreen.tsx';
import { validateDateRange } from '../../router/date-range.ts';
import { authGuard } from '../../router/guards.ts';

export const Route = createFileRoute('/data/completions')({
  staticData: { titleKey: 'routes.completions', layout: 'default', guard: 'auth' },
  beforeLoad: authGuard,
  validateSearch: validateDateRange,
  component: () => <DataScreen titleKey="routes.completions" />,
});
