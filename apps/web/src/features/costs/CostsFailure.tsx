import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A costs call that failed: the API's message and a retry. */
export function CostsFailure({
  error,
  onRetry,
  retrying,
}: {
  error: Error;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t('costs.loadFailed')}
      data-testid="costs-failure"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">{error.message}</Text>
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconRefresh size={14} />}
          loading={retrying}
          onClick={onRetry}
        >
          {t('costs.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
