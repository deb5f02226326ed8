import { Checkbox, SimpleGrid } from '@mantine/core';
import { engineIds } from '@sightline/contracts/constants';
import { useTranslation } from 'react-i18next';
import { engineName } from '../../../lib/format.ts';
import { EngineLabel } from '../../../ui/EngineLabel.tsx';
import type { FieldProps } from './field-props.ts';

/** The engines to collect from; the simulator says it makes simulated data. */
export function EngineCheckboxes({ field }: { field: FieldProps }) {
  const { t } = useTranslation();
  return (
    <Checkbox.Group
      label={t('projects.fields.engines')}
      description={t('projects.fields.enginesHint')}
      required
      {...field('engines')}
    >
      <SimpleGrid cols={2} mt="xs" spacing="sm" verticalSpacing="sm">
        {engineIds.map((engine) => (
          <Checkbox
            key={engine}
            value={engine}
            label={<EngineLabel engine={engine} />}
            aria-label={
              engine === 'simulated'
                ? `${engineName(t, engine)} (${t('projects.simulatedBadge')})`
                : engineName(t, engine)
            }
            description={engine === 'simulated' ? t('projects.simulatedHint') : undefined}
          />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
