import { InputBase } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { type ComponentType, useEffect, useState } from 'react';
import { whenIdle } from '../when-idle.ts';

export interface RangeInputProps {
  label: string;
  from: string;
  to: string;
  maxDate: string;
  /** Preset ranges beside the calendar (not in the phone's sheet, where they are buttons under the field). */
  presets?: { value: [string, string]; label: string }[] | undefined;
  width: number | string;
  onChange: (from: string, to: string) => void;
}

type Picker = ComponentType<RangeInputProps & { openOnMount?: boolean }>;

let loaded: Picker | undefined;

/** Loads the calendar's chunk once (RangePicker.tsx, with @mantine/dates). */
export function loadRangePicker(): Promise<Picker> {
  return import('./RangePicker.tsx').then((module) => {
    loaded = module.RangePicker;
    return loaded;
  });
}

/**
 * The report range field. Until the calendar's chunk is loaded (about 12 KB gzip, never needed for a screen's first
 * paint) it is a button that looks the same and shows the same range; the chunk loads when the screen is idle, or
 * at once when the field is pressed, and then the calendar opens.
 */
export function RangeInput(props: RangeInputProps) {
  const [picker, setPicker] = useState<{ Picker: Picker; open: boolean } | undefined>(
    loaded ? { Picker: loaded, open: false } : undefined,
  );
  useEffect(() => {
    if (picker) return;
    let live = true;
    const cancel = whenIdle(() => {
      void loadRangePicker().then((Picker) => {
        if (live) setPicker((current) => current ?? { Picker, open: false });
      });
    });
    return () => {
      live = false;
      cancel();
    };
  }, [picker]);
  if (picker) return <picker.Picker {...props} openOnMount={picker.open} />;
  return (
    <InputBase
      component="button"
      type="button"
      label={props.label}
      leftSection={<IconCalendar size={16} />}
      w={props.width}
      size="sm"
      pointer
      data-testid="filter-range"
      onClick={() => {
        void loadRangePicker().then((Picker) => setPicker({ Picker, open: true }));
      }}
    >
      {`${props.from} – ${props.to}`}
    </InputBase>
  );
}
