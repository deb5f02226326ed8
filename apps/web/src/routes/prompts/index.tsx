import { createFileRoute } from '@tanstack/react-router';
import { validateFilters } from '../../lib/filter-search.ts';
import { devGuard } from '../../router/guards.ts';
import { DevelopersOnlyScreen } from '../../shell/DevelopersOnlyScreen.tsx';
import { DataScreen } from '../../ui/data-screen/DataScreen.tsx';

export const Route = createFileRoute('/prompts/')({
  staticData: { titleKey: 'routes.prompts', layout: 'full-width', guard: 'dev' },
  beforeLoad: devGuard,
  // Not a developer: the spec's 401, with why and a way to the project's own prompts.
  errorComponent: DevelopersOnlyScreen,
  validateSearch: validateFilters,
  component: () => <DataScreen titleKey="routes.prompts" />,
});
