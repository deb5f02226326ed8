import { Group } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { DateRangeSearch } from '../../lib/date-range.ts';
import { dayjs } from '../../lib/dates.ts';
import { effectiveRange } from './effective-range.ts';

/** The date range of a data screen, kept in the URL (`from`, `to`) so that links and reloads keep it. */
export function DateRangeToolbar() {
  const { t } = useTranslation();
  const search = useSearch({ strict: false }) as DateRangeSearch;
  const navigate = useNavigate();
  const range = effectiveRange(search);
  return (
    <Group justify="flex-end" data-testid="toolbar">
      <DatePickerInput
        type="range"
        label={t('frame.dateRange')}
        leftSection={<IconCalendar size={16} />}
        value={[range.from, range.to]}
        maxDate={dayjs().tz().format('YYYY-MM-DD')}
        valueFormat="YYYY-MM-DD"
        allowSingleDateInRange
        w={260}
        size="sm"
        data-testid="date-range"
        onChange={([from, to]) => {
          if (!from || !to) return;
          void navigate({
            to: '.',
            search: (prev: Record<string, unknown>) => ({
              ...prev,
              from: dayjs(from).format('YYYY-MM-DD'),
              to: dayjs(to).format('YYYY-MM-DD'),
            }),
            replace: true,
          });
        }}
      />
    </Group>
  );
}
