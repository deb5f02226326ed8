import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconFilterOff, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/api-error.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { registerFilterStrings } from './filter-strings.ts';
import { useFilters } from './use-filters.ts';

registerFilterStrings(i18n);

/**
 * A report that failed, in place of its numbers: the API's own message; for a bad filter (a 400 naming the parameter,
 * e.g. a tag of a shared link that the project no longer has) a button that clears the filters, else a retry.
 */
export function ReportFailure({
  error,
  onRetry,
  retrying = false,
  testId = 'report-failure',
}: {
  error: Error;
  onRetry: () => void;
  retrying?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { clearFilters } = useFilters();
  const badFilter = error instanceof ApiError && error.status === 400;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={badFilter ? t('filters.invalid') : t('filters.loadFailed')}
      data-testid={testId}
      data-kind={badFilter ? 'bad-filter' : 'failure'}
    >
      <Stack gap="xs">
        <Text size="sm" data-testid="report-failure-message">
          {error.message}
        </Text>
        {badFilter && (
          <Text size="xs" c="dimmed">
            {t('filters.invalidHint')}
          </Text>
        )}
        <Group gap="xs">
          {badFilter ? (
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconFilterOff size={14} />}
              onClick={clearFilters}
              data-testid="report-failure-clear"
            >
              {t('filters.clear')}
            </Button>
          ) : (
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconRefresh size={14} />}
              loading={retrying}
              onClick={onRetry}
              data-testid="report-failure-retry"
            >
              {t('filters.retry')}
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
