import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EngineBadges } from '../../../ui/EngineBadges.tsx';
import type { WizardValues } from './wizard-values.ts';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

function Chips({ values }: { values: string[] }) {
  const { t } = useTranslation();
  if (values.length === 0) return <Text c="dimmed">{t('projects.common.none')}</Text>;
  return (
    <Group gap={4}>
      {values.map((value) => (
        <Badge key={value} variant="default" tt="none">
          {value}
        </Badge>
      ))}
    </Group>
  );
}

/** The last step: what will be created. */
export function WizardReview({ values }: { values: WizardValues }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" data-testid="wizard-review">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg" verticalSpacing="md">
        <Item label={t('projects.review.project')}>
          <Text fw={600}>{values.name}</Text>
        </Item>
        <Item label={t('projects.fields.brandName')}>
          <Text fw={600}>{values.brandName}</Text>
        </Item>
        <Item label={t('projects.fields.brandAliases')}>
          <Chips values={values.brandAliases} />
        </Item>
        <Item label={t('projects.wizard.category.label')}>
          <Text data-testid="wizard-review-category">
            {values.category.trim() || t('projects.common.none')}
          </Text>
        </Item>
        <Item label={`${t('projects.fields.language')} · ${t('projects.fields.country')}`}>
          <Text>
            {t(`projects.languages.${values.language}`)} · {values.country.toUpperCase()}
          </Text>
        </Item>
        <Item label={t('projects.competitors.title')}>
          <Chips values={values.competitors.map((c) => c.name)} />
        </Item>
        <Item label={t('projects.fields.ownedDomains')}>
          <Chips values={values.ownedDomains} />
        </Item>
        <Item label={t('projects.fields.engines')}>
          <EngineBadges engines={values.engines} />
        </Item>
        <Item label={t('projects.fields.scheduleTime')}>
          <Text>
            {t('projects.review.schedule', {
              time: values.scheduleTime,
              timezone: values.timezone,
              samples: values.samplesPerRun,
            })}
          </Text>
        </Item>
      </SimpleGrid>
      <Text size="sm" c="dimmed" mt="md" data-testid="wizard-review-counts">
        {t('projects.review.counts', {
          competitors: values.competitors.length,
          owned: values.ownedDomains.length,
          prompts: values.queries.length,
          tags: values.tags.length,
          items: values.evaluationItems.length,
        })}
      </Text>
    </Paper>
  );
}
