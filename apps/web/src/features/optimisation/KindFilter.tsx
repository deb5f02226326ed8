import { Chip, Group } from '@mantine/core';
import type { OptimisationKind, OptimisationRecommendation } from '@sightline/contracts';
import { optimisationKinds } from '@sightline/contracts/constants';
import { useTranslation } from 'react-i18next';
import { kindColors } from './KindBadge.tsx';

/**
 * The kind of recommendation shown (all by default), kept in the URL by the page. A kind with no recommendation in
 * the report cannot be chosen (unless a shared link already chose it).
 */
export function KindFilter({
  value,
  onChange,
  recommendations,
  className,
}: {
  value: OptimisationKind | undefined;
  onChange: (kind: OptimisationKind | undefined) => void;
  recommendations: readonly OptimisationRecommendation[];
  className?: string;
}) {
  const { t } = useTranslation();
  const present = new Set(recommendations.map((r) => r.kind));
  return (
    <Chip.Group
      multiple={false}
      value={value ?? 'all'}
      onChange={(next) => onChange(next === 'all' ? undefined : (next as OptimisationKind))}
    >
      <Group
        gap="xs"
        role="radiogroup"
        aria-label={t('optimisation.filter.label')}
        className={className}
        data-testid="optimisation-kind-filter"
      >
        <Chip value="all" size="sm">
          {t('optimisation.filter.all')}
        </Chip>
        {optimisationKinds.map((kind) => (
          <Chip
            key={kind}
            value={kind}
            size="sm"
            color={kindColors[kind]}
            disabled={!present.has(kind) && value !== kind}
          >
            {t(`optimisation.kinds.${kind}`)}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
