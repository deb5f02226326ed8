import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A call that failed: the API's own message and a retry. */
export function QueryFailure({
  title,
  error,
  onRetry,
  retrying,
}: {
  title: string;
  error: Error;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={title}
      data-testid="query-failure"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">{error.message}</Text>
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconRefresh size={14} />}
          loading={retrying ?? false}
          onClick={onRetry}
        >
          {t('collects.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
