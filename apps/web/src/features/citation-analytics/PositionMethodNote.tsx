import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** How the first owned position is computed from the rollups, and when it is exact per answer. */
export function PositionMethodNote() {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed" data-testid="citations-position-method">
      {t('citationAnalytics.position.method')}
    </Text>
  );
}
