import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { calendarDayjs } from '../../lib/calendar-dayjs.ts';
import type { RangeInputProps } from './RangeInput.tsx';

/**
 * The range's calendar (@mantine/dates), in its own chunk: loaded once the screen is idle or when the field is first
 * pressed, then opened at once (`openOnMount`), so the press is not lost.
 */
export function RangePicker({
  label,
  from,
  to,
  maxDate,
  presets,
  width,
  onChange,
  openOnMount = false,
}: RangeInputProps & { openOnMount?: boolean }) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (openOnMount) ref.current?.click();
  }, [openOnMount]);
  return (
    <DatePickerInput
      ref={ref}
      type="range"
      label={label}
      leftSection={<IconCalendar size={16} />}
      value={[from, to]}
      maxDate={maxDate}
      valueFormat="YYYY-MM-DD"
      allowSingleDateInRange
      {...(presets ? { presets } : {})}
      w={width}
      size="sm"
      data-testid="filter-range"
      onChange={([start, end]) => {
        if (!start || !end) return;
        const dayjs = calendarDayjs();
        onChange(dayjs(start).format('YYYY-MM-DD'), dayjs(end).format('YYYY-MM-DD'));
      }}
    />
  );
}
