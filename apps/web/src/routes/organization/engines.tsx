import { createFileRoute } from '@tanstack/react-router';
import { EnginesPage } from '../../features/engine-connections/EnginesPage.tsx';
import { authGuard } from '../../router/guards.ts';

export const Route = createFileRoute('/organization/engines')({
  staticData: { titleKey: 'routes.engines', layout: 'default', guard: 'auth' },
  beforeLoad: authGuard,
  component: EnginesPage,
});
