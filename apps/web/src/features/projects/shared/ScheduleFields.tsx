import { NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EngineCheckboxes } from './EngineCheckboxes.tsx';
import type { FieldProps } from './field-props.ts';
import { timezoneOptions } from './timezones.ts';

/** Engines, the daily collection time and time zone, and samples per run. */
export function ScheduleFields({ field }: { field: FieldProps }) {
  const { t } = useTranslation();
  const timezone = field('timezone');
  const zones = useMemo(() => timezoneOptions(timezone.value), [timezone.value]);
  return (
    <Stack gap="lg">
      <EngineCheckboxes field={field} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TimeInput
          label={t('projects.fields.scheduleTime')}
          description={t('projects.fields.scheduleTimeHint')}
          required
          {...field('scheduleTime')}
        />
        <Select
          label={t('projects.fields.timezone')}
          description={t('projects.fields.timezoneHint')}
          data={zones}
          searchable
          allowDeselect={false}
          required
          limit={100}
          {...timezone}
        />
        <NumberInput
          label={t('projects.fields.samplesPerRun')}
          description={t('projects.fields.samplesHint')}
          min={1}
          max={10}
          step={1}
          allowDecimal={false}
          clampBehavior="strict"
          required
          {...field('samplesPerRun')}
        />
      </SimpleGrid>
    </Stack>
  );
}
