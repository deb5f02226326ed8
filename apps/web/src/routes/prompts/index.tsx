import { createFileRoute } from '@tanstack/react-router';
import { validateFilters } from '../../lib/filter-search.ts';
import { devGuard } from '../../router/guards.ts';
import { DataScreen } from '../../ui/data-screen/DataScreen.tsx';

export const Route = createFileRoute('/prompts/')({
  staticData: { titleKey: 'routes.prompts', layout: 'full-width', guard: 'dev' },
  beforeLoad: devGuard,
  validateSearch: validateFilters,
  component: () => <DataScreen titleKey="routes.prompts" />,
});
