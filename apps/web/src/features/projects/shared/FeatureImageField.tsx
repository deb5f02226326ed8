import { FileInput, Group, Image, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Media } from '../../../lib/api/types.ts';

export const featureImageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
export const featureImageMaxBytes = 5 * 1024 * 1024;

/** Choosing a feature image, with a preview of the chosen one (or the stored one). */
export function FeatureImageField({
  value,
  onChange,
  error,
  current,
  label,
}: {
  value: File | null;
  onChange: (file: File | null) => void;
  error?: string;
  current?: Media | null;
  label: string;
}) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<string>();
  useEffect(() => {
    if (!value) {
      setPreview(undefined);
      return;
    }
    const url = URL.createObjectURL(value);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);
  const shown = preview ?? current?.url;
  return (
    <Group align="flex-start" wrap="nowrap" gap="md">
      <FileInput
        label={label}
        description={t('projects.fields.featureImageHint')}
        placeholder={t('projects.fields.featureImagePlaceholder')}
        accept={featureImageTypes.join(',')}
        leftSection={<IconPhoto size={16} />}
        clearable
        value={value}
        onChange={onChange}
        error={error}
        style={{ flex: 1 }}
        data-testid="feature-image-input"
      />
      {shown ? (
        <Image
          src={shown}
          alt={label}
          w={72}
          h={72}
          radius="md"
          fit="cover"
          data-testid="feature-image-preview"
        />
      ) : (
        <Text size="xs" c="dimmed" w={72} pt="xl">
          {t('projects.review.noImage')}
        </Text>
      )}
    </Group>
  );
}
