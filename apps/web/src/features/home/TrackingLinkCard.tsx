import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTrendingUp } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** The way to the selected project's tracking: a chart icon (the "no data" icon belongs to empty states only). */
export function TrackingLinkCard() {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xl" radius="md" data-testid="home-tracking-card">
      <Stack align="center" gap="sm" py="lg">
        <ThemeIcon size={48} radius="xl" variant="light" data-testid="home-tracking-icon">
          <IconTrendingUp size={26} />
        </ThemeIcon>
        <Title order={3} fz="h4" ta="center">
          {t('routes.projectTracking')}
        </Title>
        <Text c="dimmed" ta="center" maw={520}>
          {t('empty.collectedData')}
        </Text>
        <Button component={Link} to="/projects/tracking" variant="light">
          {t('empty.openTracking')}
        </Button>
      </Stack>
    </Paper>
  );
}
