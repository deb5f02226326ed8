import { Box, Button, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** Full-page error with the status code large in the background (product spec §2). */
export function ErrorScreen({ status, title, text }: { status: number; title: string; text: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Box pos="relative" mih="100dvh" style={{ overflow: 'hidden', display: 'grid', placeItems: 'center' }}>
      <Text
        aria-hidden="true"
        fw={900}
        c="gray.1"
        style={{ position: 'absolute', fontSize: 'min(40vw, 320px)', lineHeight: 1, userSelect: 'none' }}
      >
        {status}
      </Text>
      <Stack align="center" gap="md" maw={520} px="md" pos="relative">
        <Title order={1} ta="center">
          {title}
        </Title>
        <Text c="dimmed" ta="center">
          {text}
        </Text>
        <Button onClick={() => void navigate({ to: '/' })}>{t('errors.takeMeBack')}</Button>
      </Stack>
    </Box>
  );
}
