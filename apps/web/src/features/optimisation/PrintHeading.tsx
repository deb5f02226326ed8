import { Text } from '@mantine/core';
import type { OptimisationKind, ReportSearch } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { engineNames, localDate } from '../../lib/format.ts';
import { useSession } from '../../lib/session/use-session.ts';
import classes from './optimisation-print.module.css';

/**
 * On paper only (the filter bar is left out): the range of the report and every filter and kind it was printed
 * under, in words, under the title and the project.
 */
export function PrintHeading({
  from,
  to,
  filters,
  kind,
}: {
  from: string;
  to: string;
  filters: ReportSearch;
  kind: OptimisationKind | undefined;
}) {
  const { t } = useTranslation();
  const { project } = useSession().selection;
  const prompt = filters.prompt
    ? (project?.queries?.find((q) => q.documentId === filters.prompt)?.text ?? filters.prompt)
    : undefined;
  const parts = [
    t('optimisation.printedRange', { from: localDate(from), to: localDate(to) }),
    filters.engines && `${t('filters.engines')}: ${engineNames(t, filters.engines)}`,
    filters.tags && `${t('filters.tags')}: ${filters.tags.join(', ')}`,
    filters.intents &&
      `${t('filters.intents')}: ${filters.intents.map((i) => t(`projects.intents.${i}`)).join(', ')}`,
    filters.branded !== undefined &&
      `${t('filters.branded')}: ${t(filters.branded ? 'filters.brandedOnly' : 'filters.nonBrandedOnly')}`,
    prompt && `${t('filters.prompt')}: ${prompt}`,
    kind && t('optimisation.printedKind', { kind: t(`optimisation.kinds.${kind}`) }),
  ].filter(Boolean);
  return (
    <Text size="sm" mt={-8} mb="md" className={classes.printOnly} data-testid="optimisation-print-heading">
      {parts.join(' · ')}
    </Text>
  );
}
