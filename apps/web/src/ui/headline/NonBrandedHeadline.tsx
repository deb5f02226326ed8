import { Badge, Card, Group, Progress, Skeleton, Stack, Text } from '@mantine/core';
import type { RangedReportFilter, ReportSearch } from '@sightline/contracts';
import { IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { count, points } from '../../lib/format.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { cssColor } from '../brand-colors.ts';
import { RatioValue } from '../metric-card/RatioValue.tsx';
import { AnchorLink } from '../RouterLinks.tsx';
import { registerHeadlineStrings } from './headline-strings.ts';
import { headlineStory, nonBrandedReportQuery } from './non-branded.ts';

registerHeadlineStrings(i18n);

interface Props {
  projectDocumentId: string;
  /** The screen's filter; the headline reads it with `branded=false`. */
  filter: RangedReportFilter;
  /** The screen's URL filters, carried to the links (tracking, the answers behind a brand). */
  search: ReportSearch;
  colorOf: (brandKey: string) => string;
  testId: string;
}

/** How many brands the bars list (the own brand always among them). */
const shownBrands = 5;

/**
 * The story first (home and dashboard): the own brand's visibility on the prompts that do not name it — where a
 * customer who does not know the brand yet asks — against the competitors, with the gap to the leader. Every rate is
 * the API's (its "a of b" from the numerator and denominator returned with it); each brand opens the answers
 * mentioning it, and the card opens tracking on the non-branded prompts. Not shown when the screen's filter keeps only
 * branded prompts, or when the period has no answer at all (the screen says why).
 */
export function NonBrandedHeadline({ projectDocumentId, filter, search, colorOf, testId }: Props) {
  const { t } = useTranslation();
  const asksBranded = filter.branded === true;
  const report = useQuery({
    ...nonBrandedReportQuery(projectDocumentId, filter),
    enabled: Boolean(projectDocumentId) && !asksBranded,
  });
  if (asksBranded) return null;
  if (report.isPending) return <Skeleton h={150} radius="md" data-testid={`${testId}-loading`} />;
  const data = report.data;
  if (!data) return null;
  const nonBranded = { ...search, branded: false };
  if (data.n === 0) {
    if (data.empty?.kind !== 'filtersExcludeAll') return null;
    return (
      <Card withBorder padding="md" radius="md" data-testid={testId}>
        <Text fw={700}>{t('headline.title')}</Text>
        <Text size="sm" c="dimmed" mt={4} data-testid={`${testId}-all-branded`}>
          {t('headline.allBranded')}
        </Text>
      </Card>
    );
  }
  const story = headlineStory(data.brands, shownBrands);
  const own = story.own;
  return (
    <Card withBorder padding="md" radius="md" data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} maw={640}>
            <Text fw={700}>{t('headline.title')}</Text>
            <Text size="xs" c="dimmed">
              {t('headline.hint', { n: count(data.n) })}
            </Text>
          </Stack>
          <AnchorLink to="/projects/tracking" search={nonBranded} size="sm" data-testid={`${testId}-open`}>
            <Group gap={4} wrap="nowrap" component="span">
              {t('headline.open')}
              <IconArrowRight size={14} />
            </Group>
          </AnchorLink>
        </Group>
        <Group gap="lg" align="center" wrap="wrap">
          {own && (
            <Stack gap={0}>
              <Text fz={32} fw={700} lh={1.1} data-testid={`${testId}-own`}>
                <RatioValue value={own.visibility.value} basis={own.basis.visibility} showBasis />
              </Text>
            </Stack>
          )}
          <Text
            size="sm"
            fw={600}
            c={story.gap !== null && story.gap > 0 ? 'red.9' : 'teal.9'}
            data-testid={`${testId}-gap`}
          >
            {story.leader === null || story.gap === null
              ? t('headline.noCompetitor')
              : t(story.gap > 0 ? 'headline.behind' : story.gap < 0 ? 'headline.ahead' : 'headline.level', {
                  leader: story.leader.name,
                  gap: points(story.gap),
                })}
          </Text>
        </Group>
        <Stack gap={6} aria-label={t('headline.chart')} role="list">
          {story.bars.map((brand) => (
            <Group key={brand.key} gap="sm" wrap="nowrap" role="listitem" data-testid={`${testId}-brand`}>
              <Group gap={6} w={{ base: 110, sm: 170 }} wrap="nowrap" style={{ flexShrink: 0 }}>
                <AnchorLink
                  to="/data/completions"
                  search={{ ...nonBranded, brand: brand.key, mentioned: true }}
                  size="sm"
                  fw={brand.own ? 700 : 400}
                  truncate
                  title={t('headline.brandAnswers', { brand: brand.name })}
                >
                  {brand.name}
                </AnchorLink>
                {brand.own && (
                  <Badge size="xs" variant="light" style={{ flexShrink: 0 }} visibleFrom="sm">
                    {t('headline.own')}
                  </Badge>
                )}
              </Group>
              <Progress
                value={(brand.visibility.value ?? 0) * 100}
                color={cssColor(colorOf(brand.key))}
                size="lg"
                radius="sm"
                style={{ flex: 1 }}
                // The rate is written beside it.
                aria-hidden
              />
              <Text size="sm" w={64} ta="right" fw={brand.own ? 700 : 400} style={{ flexShrink: 0 }}>
                <RatioValue value={brand.visibility.value} basis={brand.basis.visibility} />
              </Text>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
