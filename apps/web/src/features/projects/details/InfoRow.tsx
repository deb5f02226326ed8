import { Flex, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A label and its value: side by side from the `xs` breakpoint (576 px), the label above its value on a phone, so
 * the value gets the card's whole width instead of a narrow column next to a fixed label.
 */
export function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex direction={{ base: 'column', xs: 'row' }} gap={{ base: 2, xs: 'sm' }} align="flex-start">
      <Text size="sm" c="dimmed" w={{ base: 'auto', xs: 120 }} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <div style={{ minWidth: 0, maxWidth: '100%' }}>{children}</div>
    </Flex>
  );
}
