import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function Slogan() {
  const { t } = useTranslation();
  return (
    <Text c="dimmed" size="sm" ta="center" data-testid="slogan">
      {t('app.slogan')}
    </Text>
  );
}
