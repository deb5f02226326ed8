import { ColorSwatch, Group, Text } from '@mantine/core';
import type { ContentTypeId } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { cssColor } from '../../ui/brand-colors.ts';
import { contentTypeColors } from './content-colors.ts';

/** A content type's name beside its colour swatch, as in the charts' legends. */
export function ContentTypeLabel({ type }: { type: ContentTypeId }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" component="span">
      <ColorSwatch color={cssColor(contentTypeColors[type])} size={10} withShadow={false} />
      <Text component="span" size="sm">
        {t(`contentTypes.${type}`)}
      </Text>
    </Group>
  );
}
