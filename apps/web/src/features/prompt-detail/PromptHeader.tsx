import { Badge, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { PromptReport, ReportSearch } from '@sightline/contracts';
import { IconWorldSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IntentBadge } from '../../ui/IntentBadge.tsx';
import { AnchorLink, ButtonLink } from '../../ui/RouterLinks.tsx';
import { PromptCollectButton } from './PromptCollectButton.tsx';

/**
 * The prompt screen's header: the prompt's text as the title, its project (a link), intent, tags, whether it is
 * active, its language and the simulated label; on the right "collect now" and the way to its sources. Skeletons of
 * the same size while the report loads.
 */
export function PromptHeader({
  promptDocumentId,
  report,
  search,
}: {
  promptDocumentId: string;
  report: Pick<PromptReport, 'prompt' | 'project'> | undefined;
  /** The URL's range and engines, kept on the way to the prompt's sources. */
  search: ReportSearch;
}) {
  const { t } = useTranslation();
  const prompt = report?.prompt;
  const project = report?.project;
  return (
    <Group justify="space-between" align="flex-start" gap="md" wrap="wrap" data-testid="prompt-header">
      <Stack gap={6} style={{ flex: '1 1 420px', minWidth: 0 }}>
        {project ? (
          <Group gap={6} wrap="wrap">
            <Text size="sm" c="dimmed">
              {t('promptDetail.eyebrow')} ·
            </Text>
            <AnchorLink
              to="/projects/$documentId"
              params={{ documentId: project.documentId }}
              size="sm"
              data-testid="prompt-project"
            >
              {t('promptDetail.project', { name: project.name })}
            </AnchorLink>
          </Group>
        ) : (
          <Skeleton h={14} w={180} />
        )}
        {prompt ? (
          <Title order={1} fz="h2" style={{ overflowWrap: 'anywhere' }} data-testid="prompt-text">
            {prompt.text}
          </Title>
        ) : (
          <Skeleton h={30} w="70%" />
        )}
        {prompt && project ? (
          <Group gap={6} wrap="wrap" data-testid="prompt-badges">
            <IntentBadge intent={prompt.intent} />
            <Badge
              size="sm"
              variant="light"
              color={prompt.active ? 'teal' : 'gray'}
              data-testid="prompt-active"
              data-active={prompt.active}
            >
              {t(prompt.active ? 'promptDetail.active' : 'promptDetail.inactive')}
            </Badge>
            {prompt.tags.length === 0 ? (
              <Badge size="sm" variant="outline" color="gray">
                {t('promptDetail.noTags')}
              </Badge>
            ) : (
              prompt.tags.map((tag) => (
                <Badge key={tag} size="sm" variant="outline" color="blue" data-testid="prompt-tag">
                  #{tag}
                </Badge>
              ))
            )}
            <Badge size="sm" variant="default">
              {t('promptDetail.language', { language: prompt.language })}
            </Badge>
            {project.simulated && (
              <Badge
                size="sm"
                variant="light"
                color="orange"
                title={t('projects.simulatedProjectHint')}
                data-testid="simulated-badge"
              >
                {t('projects.simulatedBadge')}
              </Badge>
            )}
          </Group>
        ) : (
          <Skeleton h={20} w={260} />
        )}
      </Stack>
      <Group gap="xs" wrap="wrap" justify="flex-end">
        {prompt && project ? (
          <PromptCollectButton prompt={prompt} project={project} />
        ) : (
          <Skeleton h={36} w={120} />
        )}
        <ButtonLink
          to="/prompts/$documentId/sources"
          params={{ documentId: promptDocumentId }}
          search={{ from: search.from, to: search.to, engines: search.engines }}
          variant="default"
          leftSection={<IconWorldSearch size={16} />}
          data-testid="prompt-sources"
        >
          {t('promptDetail.sources')}
        </ButtonLink>
      </Group>
    </Group>
  );
}
