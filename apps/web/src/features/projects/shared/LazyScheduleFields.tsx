import { Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { FieldProps } from './field-props.ts';

// The schedule's time picker and number input (@mantine/dates, react-number-format) load with the fields, not with
// the wizard's first step or the settings page's first paint.
const ScheduleFields = lazy(() =>
  import('./ScheduleFields.tsx').then((m) => ({ default: m.ScheduleFields })),
);

/** ScheduleFields behind skeleton lines while its chunk loads. */
export function LazyScheduleFields({ field }: { field: FieldProps }) {
  return (
    <Suspense
      fallback={
        <Stack gap="lg" data-testid="schedule-loading">
          <Skeleton height={60} />
          <Skeleton height={60} />
        </Stack>
      }
    >
      <ScheduleFields field={field} />
    </Suspense>
  );
}
