import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Logo } from '../../ui/brand/Logo.tsx';
import { Slogan } from '../../ui/brand/Slogan.tsx';

/** The frame of the sign-in, sign-up and recovery pages: logo, slogan, a card with a heading. */
export function AuthCard({
  heading,
  subtitle,
  children,
}: {
  heading: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <Stack w="100%" maw={420} gap="lg" mt="6vh">
      <Stack align="center" gap={6}>
        <Logo size={40} />
        <Slogan />
      </Stack>
      <Paper withBorder shadow="sm" p="xl" radius="lg">
        <Stack gap="md">
          <div>
            <Title order={2} fz="h3">
              {heading}
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              {subtitle}
            </Text>
          </div>
          {children}
        </Stack>
      </Paper>
    </Stack>
  );
}
