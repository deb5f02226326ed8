import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../lib/api/types.ts';
import { DetailsSection } from './DetailsSection.tsx';
import { ValueChips } from './ValueChips.tsx';

/** Tags, evaluation items and owned media. */
export function ProjectExtrasCards({ project }: { project: Project }) {
  const { t } = useTranslation();
  const tags = project.tags ?? [];
  const items = project.evaluationItems ?? [];
  const media = project.ownedMedia ?? [];
  return (
    <SimpleGrid cols={{ base: 1, lg: 3 }}>
      <DetailsSection title={t('projects.tags.title')} count={tags.length} testId="project-tags">
        <ValueChips values={tags.map((tag) => tag.name)} empty={t('projects.tags.empty')} />
      </DetailsSection>
      <DetailsSection
        title={t('projects.evaluation.title')}
        count={items.length}
        testId="project-evaluation-items"
      >
        {items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('projects.evaluation.empty')}
          </Text>
        ) : (
          <Stack gap="xs">
            {items.map((item) => (
              <Stack key={item.id} gap={2}>
                <Text size="sm" fw={600}>
                  {item.name}
                </Text>
                <ValueChips values={item.keywords} empty="—" />
              </Stack>
            ))}
          </Stack>
        )}
      </DetailsSection>
      <DetailsSection title={t('projects.owned.title')} count={media.length} testId="project-owned-media">
        {media.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('projects.owned.empty')}
          </Text>
        ) : (
          <Stack gap={6}>
            {media.map((item) => (
              <Group key={item.id} gap="xs" wrap="nowrap" align="flex-start">
                <Badge size="sm" variant="light" tt="none" style={{ flexShrink: 0 }}>
                  {t(`projects.mediaKinds.${item.kind}`)}
                </Badge>
                <Text size="sm" style={{ wordBreak: 'break-all' }}>
                  {item.value}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </DetailsSection>
    </SimpleGrid>
  );
}
