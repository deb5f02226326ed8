import { Box, Button, Group, Paper, Progress, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import type { OptimisationMeta, OptimisationRecommendation, ReportSearch } from '@sightline/contracts';
import { IconChevronDown, IconInfoCircle } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { count } from '../../lib/format.ts';
import { KindBadge, kindColors } from './KindBadge.tsx';
import classes from './optimisation-print.module.css';
import { RecommendationEvidence } from './RecommendationEvidence.tsx';
import { RecommendationLinks } from './RecommendationLinks.tsx';
import { recommendationHeadline } from './recommendation-headline.ts';

/**
 * One recommendation: its rank and kind, a headline from its evidence, what to do, the estimated impact (answers, with
 * a bar against the largest impact of the report), the evidence on demand (always printed), and the links to the
 * screens and answers behind it.
 */
export function RecommendationCard({
  recommendation: r,
  meta,
  brand,
  topImpact,
  search,
  colorOf,
}: {
  recommendation: OptimisationRecommendation;
  meta: OptimisationMeta;
  /** The own brand's name, as the headline says it. */
  brand: string;
  /** The largest impact of the report (the first recommendation's). */
  topImpact: number;
  search: ReportSearch;
  colorOf: (key: string) => string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const evidenceId = useId();
  const impact = r.impact.answers;
  const action =
    r.kind === 'content_type'
      ? t('optimisation.actions.content_type', { type: t(`contentTypes.${r.subject.contentType}`) })
      : t(`optimisation.actions.${r.kind}`);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      className={classes.card}
      data-testid="recommendation-card"
      data-kind={r.kind}
      data-rank={r.rank}
      data-key={r.key}
      component="article"
    >
      <Stack gap="sm">
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <ThemeIcon
            size={32}
            radius="xl"
            variant="light"
            color={kindColors[r.kind]}
            aria-label={t('optimisation.rank', { rank: r.rank })}
            data-testid="recommendation-rank"
          >
            <Text fw={700} size="sm">
              {count(r.rank)}
            </Text>
          </ThemeIcon>
          <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
            <KindBadge kind={r.kind} />
            <Text fw={600} className={classes.headline} data-testid="recommendation-headline">
              {recommendationHeadline(r, brand, t)}
            </Text>
            <Text size="sm" c="dimmed">
              {action}
            </Text>
          </Stack>
        </Group>
        <Group gap="sm" wrap="nowrap" align="center">
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }} data-testid="recommendation-impact">
            {t('optimisation.impact', { count: impact })}
          </Text>
          <Tooltip label={t(`optimisation.impactHints.${r.kind}`)} multiline w={280} withArrow>
            <Box component="span" c="dimmed" style={{ display: 'inline-flex', cursor: 'help' }}>
              <IconInfoCircle size={16} aria-label={t(`optimisation.impactHints.${r.kind}`)} />
            </Box>
          </Tooltip>
          <Progress.Root size="sm" radius="xl" style={{ flex: 1, maxWidth: 240 }}>
            {/* The section is the progress bar: its name goes there. */}
            <Progress.Section
              value={topImpact > 0 ? (impact / topImpact) * 100 : 0}
              color={kindColors[r.kind]}
              aria-label={`${count(impact)} / ${count(topImpact)}`}
            />
          </Progress.Root>
        </Group>
        <Box
          id={evidenceId}
          className={classes.evidence}
          data-open={open}
          data-testid="recommendation-evidence"
          pt="xs"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <RecommendationEvidence recommendation={r} meta={meta} colorOf={colorOf} />
        </Box>
        <Group justify="space-between" gap="xs" className={classes.noPrint}>
          <RecommendationLinks recommendation={r} search={search} />
          <Button
            variant="subtle"
            size="xs"
            color="gray"
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-controls={evidenceId}
            rightSection={
              <IconChevronDown
                size={14}
                style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 100ms' }}
              />
            }
            data-testid="recommendation-toggle"
          >
            {open ? t('optimisation.hideEvidence') : t('optimisation.showEvidence')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
