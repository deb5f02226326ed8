import { Badge, Group, Select, Text } from '@mantine/core';
import { type ContentTypeId, can, contentTypeIds, type MemberRole } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { useCorrectSource } from './use-correct-source.ts';

const automatic = '__automatic';

/**
 * A page's content type with its correction: an editor picks another type (or gives it back to the analyzer) and
 * the page's whole history follows; a viewer reads it.
 */
export function ContentTypeCorrection({
  projectDocumentId,
  url,
  contentType,
  corrected,
  role,
}: {
  projectDocumentId: string;
  url: string;
  contentType: string;
  corrected: boolean;
  role: MemberRole | undefined;
}) {
  const { t } = useTranslation();
  const correct = useCorrectSource(projectDocumentId);
  const label = (type: string) => t(`sources.contentTypes.${type}`, { defaultValue: type });
  if (!(role && can(role, 'editContent'))) {
    return (
      <Group gap={6} data-testid="content-type">
        <Text size="sm" c="dimmed">
          {t('sourceDetail.contentType')}:
        </Text>
        <Badge variant="light" title={t('sourceDetail.readOnly')}>
          {label(contentType)}
        </Badge>
        {corrected && (
          <Badge size="xs" variant="light" color="gray">
            {t('sources.corrected')}
          </Badge>
        )}
      </Group>
    );
  }
  return (
    <Group gap="xs" align="flex-end" data-testid="content-type">
      <Select
        label={t('sourceDetail.contentType')}
        description={t('sourceDetail.correctHint')}
        data={[
          ...contentTypeIds.map((type) => ({ value: type, label: label(type) })),
          ...(corrected ? [{ value: automatic, label: t('sourceDetail.analyzerType') }] : []),
        ]}
        value={contentType}
        allowDeselect={false}
        disabled={correct.isPending}
        onChange={(value) => {
          if (!value || value === contentType) return;
          correct.mutate({ url, contentType: value === automatic ? null : (value as ContentTypeId) });
        }}
        w={{ base: '100%', sm: 320 }}
        data-testid="content-type-select"
      />
      {corrected && (
        <Badge size="sm" variant="light" color="gray" mb={6}>
          {t('sources.corrected')}
        </Badge>
      )}
    </Group>
  );
}
