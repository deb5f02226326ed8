import { createFileRoute } from '@tanstack/react-router';
import { requireAuth } from '../router/guards.ts';

export const Route = createFileRoute('/')({
  staticData: { titleKey: 'routes.home', layout: 'default', guard: 'auth' },
  beforeLoad: requireAuth,
});
