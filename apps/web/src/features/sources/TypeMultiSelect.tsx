import { MultiSelect } from '@mantine/core';

export interface TypeMultiSelectProps {
  label: string;
  /** Shown while nothing is chosen. */
  placeholder: string;
  data: Array<{ value: string; label: string }>;
  value: string[];
  onChange: (values: string[]) => void;
  testId: string;
}

/** The sources screen's filter by source or content type: any number of types, cleared in one press. */
export function TypeMultiSelect({ label, placeholder, data, value, onChange, testId }: TypeMultiSelectProps) {
  return (
    <MultiSelect
      label={label}
      placeholder={value.length ? undefined : placeholder}
      data={data}
      value={value}
      onChange={onChange}
      clearable
      w={{ base: '100%', sm: 320 }}
      data-testid={testId}
    />
  );
}
