import { Group, Text, useMantineTheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The Sightline mark (an eye, the line of sight) and word mark. */
export function Logo({ size = 32 }: { size?: number }) {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const color = theme.colors.violet[6];
  return (
    <Group gap={8} wrap="nowrap" aria-label={t('app.name')} role="img">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill={color} />
        <path
          d="M4 16c3.2-5.6 7.2-8.4 12-8.4s8.8 2.8 12 8.4c-3.2 5.6-7.2 8.4-12 8.4S7.2 21.6 4 16z"
          fill="none"
          stroke="#fff"
          strokeWidth="2.4"
        />
        <circle cx="16" cy="16" r="4" fill="#fff" />
      </svg>
      <Text component="span" fw={800} fz={size * 0.7} lh={1} c="dark.7" aria-hidden="true">
        {t('app.name')}
      </Text>
    </Group>
  );
}
