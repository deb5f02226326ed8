import { reportSearchOf } from '@sightline/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { PromptStatusPage } from '../../features/prompts/PromptStatusPage.tsx';
import { devGuard } from '../../router/guards.ts';
import { DevelopersOnlyScreen } from '../../shell/DevelopersOnlyScreen.tsx';

export const Route = createFileRoute('/prompts/')({
  staticData: { titleKey: 'routes.prompts', layout: 'full-width', guard: 'dev' },
  beforeLoad: devGuard,
  // Not a developer: the spec's 401, with why and a way to the project's own prompts.
  errorComponent: DevelopersOnlyScreen,
  validateSearch: reportSearchOf,
  component: PromptStatusPage,
});
