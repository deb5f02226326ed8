import { createFileRoute } from '@tanstack/react-router';
import { validateDateRange } from '../../lib/date-range.ts';
import { devGuard } from '../../router/guards.ts';
import { DataScreen } from '../../ui/data-screen/DataScreen.tsx';

export const Route = createFileRoute('/prompts/')({
  staticData: { titleKey: 'routes.prompts', layout: 'full-width', guard: 'dev' },
  beforeLoad: devGuard,
  validateSearch: validateDateRange,
  component: () => <DataScreen titleKey="routes.prompts" />,
});
