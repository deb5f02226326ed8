import { NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import { TimePicker } from '@mantine/dates';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EngineCheckboxes } from './EngineCheckboxes.tsx';
import type { FieldProps } from './field-props.ts';
import { timezoneOptions } from './timezones.ts';

/** Engines, the daily collection time and time zone, and samples per run. */
export function ScheduleFields({ field }: { field: FieldProps }) {
  const { t, i18n } = useTranslation();
  // The page's own field, not the browser's: a native time input follows the browser's locale ("09:00 AM" in the
  // Korean interface). Korean reads 24-hour times, English 12-hour; the value is "HH:mm" either way.
  const english = i18n.resolvedLanguage === 'en';
  const timezone = field('timezone');
  const zones = useMemo(() => timezoneOptions(timezone.value), [timezone.value]);
  return (
    <Stack gap="lg">
      <EngineCheckboxes field={field} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TimePicker
          label={t('projects.fields.scheduleTime')}
          description={t('projects.fields.scheduleTimeHint')}
          format={english ? '12h' : '24h'}
          hoursInputLabel={t('projects.fields.scheduleHours')}
          minutesInputLabel={t('projects.fields.scheduleMinutes')}
          amPmInputLabel={t('projects.fields.scheduleAmPm')}
          required
          data-testid="schedule-time"
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
