import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/home/HomePage.tsx';
import { authGuard } from '../router/guards.ts';

export const Route = createFileRoute('/')({
  staticData: { titleKey: 'routes.home', layout: 'default', guard: 'auth' },
  beforeLoad: authGuard,
  component: HomePage,
});
