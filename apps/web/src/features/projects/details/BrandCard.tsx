import { Flex, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../lib/api/types.ts';
import { countryName } from '../../../lib/format.ts';
import { DetailsSection } from './DetailsSection.tsx';
import { InfoRow } from './InfoRow.tsx';
import { ValueChips } from './ValueChips.tsx';

/** The brand: its name and aliases, description, language, country and feature image. */
export function BrandCard({ project }: { project: Project }) {
  const { t } = useTranslation();
  const language = project.language === 'en' || project.language === 'ko' ? project.language : null;
  return (
    <DetailsSection title={t('projects.details.brand')} testId="project-brand">
      {/* On a phone the image goes under the fields, which keep the card's whole width. */}
      <Flex direction={{ base: 'column', sm: 'row' }} align="flex-start" gap="md">
        <Stack gap="xs" style={{ flex: 1, minWidth: 0, width: '100%' }}>
          <InfoRow label={t('projects.fields.brandName')}>
            <Text size="sm" fw={600}>
              {project.brandName}
            </Text>
          </InfoRow>
          <InfoRow label={t('projects.fields.brandAliases')}>
            <ValueChips values={project.brandAliases} empty={t('projects.details.noAliases')} />
          </InfoRow>
          <InfoRow label={t('projects.fields.description')}>
            <Text size="sm" c={project.description ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }}>
              {project.description || t('projects.details.noDescription')}
            </Text>
          </InfoRow>
          <InfoRow label={t('projects.fields.language')}>
            <Text size="sm">{language ? t(`projects.languages.${language}`) : project.language}</Text>
          </InfoRow>
          <InfoRow label={t('projects.fields.country')}>
            <Text size="sm">{countryName(project.country)}</Text>
          </InfoRow>
        </Stack>
        {project.featureImage ? (
          <Image
            src={project.featureImage.url}
            alt={t('projects.details.featureImageAlt', { name: project.name })}
            w={112}
            h={112}
            radius="md"
            fit="cover"
            data-testid="project-feature-image"
          />
        ) : (
          <Text size="xs" c="dimmed" w={{ base: 'auto', sm: 112 }} ta={{ base: 'left', sm: 'center' }}>
            {t('projects.details.noFeatureImage')}
          </Text>
        )}
      </Flex>
    </DetailsSection>
  );
}
