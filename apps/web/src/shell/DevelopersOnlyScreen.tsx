import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RouteError } from '../lib/route-error.ts';
import { useSession } from '../lib/session/use-session.ts';
import { ButtonLink } from '../ui/RouterLinks.tsx';
import { ErrorScreen } from './ErrorScreen.tsx';

/**
 * The 401 of a developer page (`/prompts`, docs/features/web.md): the spec's title and text, then why (the page is for
 * developers) and the way to what the user came for: the selected project's prompts on its details page, or creating
 * a project. Any other error goes on to the root's error screen.
 */
export function DevelopersOnlyScreen({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const project = useSession().selection.project;
  if (!(error instanceof RouteError && error.status === 401)) throw error;
  return (
    <ErrorScreen
      status={401}
      explanation={t('errors.developersOnly')}
      actions={
        project ? (
          <ButtonLink
            to="/projects/$documentId"
            params={{ documentId: project.documentId }}
            data-testid="open-project-prompts"
            maw="100%"
          >
            {t('errors.openProjectPrompts', { project: project.name })}
          </ButtonLink>
        ) : (
          <ButtonLink to="/create-project" data-testid="create-project-for-prompts">
            {t('errors.createProjectForPrompts')}
          </ButtonLink>
        )
      }
      onBack={() => {
        reset();
        void router.navigate({ to: '/' });
      }}
    />
  );
}
