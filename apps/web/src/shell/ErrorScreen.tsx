import { Box, Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function textsFor(status: number): { title: ParseKeys; text: ParseKeys } {
  if (status === 401) return { title: 'errors.notAuthorized', text: 'errors.notAuthorizedText' };
  if (status === 404) return { title: 'errors.pageNotFound', text: 'errors.pageNotFoundText' };
  return { title: 'errors.somethingWrong', text: 'errors.somethingWrongText' };
}

/**
 * The app-wide error screen (docs/features/web.md): the status code large in the background, the title and text
 * for the code, an optional detail (such as the path), and "Take me Back", which clears the error and goes to `/`.
 * `explanation` and `actions` add why this screen shows and where to go instead (e.g. the 401 of developer pages).
 */
export function ErrorScreen({
  status,
  detail,
  onBack,
  explanation,
  actions,
}: {
  status: number;
  detail?: string;
  onBack: () => void;
  explanation?: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const texts = textsFor(status);
  return (
    <Box
      pos="relative"
      mih="70dvh"
      style={{ overflow: 'hidden', display: 'grid', placeItems: 'center' }}
      data-testid="error-screen"
    >
      <Text
        aria-hidden="true"
        fw={900}
        c="gray.2"
        style={{ position: 'absolute', fontSize: 'min(40vw, 320px)', lineHeight: 1, userSelect: 'none' }}
      >
        {status}
      </Text>
      <Stack align="center" gap="md" maw={560} px="md" pos="relative">
        <Title order={1} ta="center">
          {t(texts.title)}
        </Title>
        <Text c="dimmed" ta="center">
          {t(texts.text)}
        </Text>
        {detail && <Code data-testid="error-detail">{detail}</Code>}
        {explanation && (
          <Text ta="center" data-testid="error-explanation">
            {explanation}
          </Text>
        )}
        <Group justify="center" gap="sm">
          {actions}
          <Button onClick={onBack} {...(actions ? { variant: 'default' } : {})}>
            {t('errors.takeMeBack')}
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}
