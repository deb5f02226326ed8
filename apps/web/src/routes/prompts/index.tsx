import { createFileRoute } from '@tanstack/react-router';
import { DataScreen } from '../../components/data/DataScreen.tsx';
import { validateDateRange } from '../../router/date-range.ts';
import { devGuard } from '../../router/guards.ts';

export const Route = createFileRoute('/prompts/')({
  staticData: { titleKey: 'routes.prompts', layout: 'full-width', guard: 'dev' },
  beforeLoad: devGuard,
  validateSearch: validateDateRange,
  component: () => <DataScreen titleKey="routes.prompts" />,
});
