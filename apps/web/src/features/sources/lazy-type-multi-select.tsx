import { InputBase, Text } from '@mantine/core';
import { lazyAfterPaint } from '../../ui/lazy-after-paint.tsx';
import type { TypeMultiSelectProps } from './TypeMultiSelect.tsx';

/** The type filter's outline while Mantine's MultiSelect loads: its label, width and chosen types. */
function TypeMultiSelectOutline({ label, placeholder, data, value, testId }: TypeMultiSelectProps) {
  const chosen = data.filter((option) => value.includes(option.value)).map((option) => option.label);
  return (
    <InputBase
      component="div"
      label={label}
      w={{ base: '100%', sm: 320 }}
      aria-busy
      data-testid={`${testId}-loading`}
    >
      <Text size="sm" truncate lh="34px" c={chosen.length ? undefined : 'dimmed'}>
        {chosen.length ? chosen.join(', ') : placeholder}
      </Text>
    </InputBase>
  );
}

/** The type filter, loaded after the screen's first paint (ui/lazy-after-paint.tsx). */
export const LazyTypeMultiSelect = lazyAfterPaint(
  () => import('./TypeMultiSelect.tsx').then((module) => module.TypeMultiSelect),
  TypeMultiSelectOutline,
);
