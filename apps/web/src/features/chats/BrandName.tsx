import { Badge, ColorSwatch, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cssColor } from '../../ui/brand-colors.ts';

/** A brand with its colour dot, marked when it is the project's own brand. */
export function BrandName({ name, color, own }: { name: string; color: string; own: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      <ColorSwatch color={cssColor(color)} size={10} withShadow={false} />
      <Text size="sm" fw={own ? 600 : 400} style={{ whiteSpace: 'nowrap' }}>
        {name}
      </Text>
      {own && (
        <Badge size="xs" variant="light" color="violet" tt="none" style={{ minWidth: 'max-content' }}>
          {t('chats.ownBrand')}
        </Badge>
      )}
    </Group>
  );
}
