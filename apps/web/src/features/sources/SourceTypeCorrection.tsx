import { Badge, Group, Select, Text } from '@mantine/core';
import { can, correctableSourceTypes, type MemberRole } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { useCorrectSource } from './use-correct-source.ts';

const automatic = '__automatic';

/**
 * A domain's source type with its correction: an editor picks another type (or gives it back to the analyzer) and
 * the whole history follows; owned and competitor types follow the project's settings and cannot be picked; a viewer
 * reads the type and why they cannot change it.
 */
export function SourceTypeCorrection({
  projectDocumentId,
  domain,
  sourceType,
  corrected,
  role,
}: {
  projectDocumentId: string;
  domain: string;
  sourceType: string;
  corrected: boolean;
  role: MemberRole | undefined;
}) {
  const { t } = useTranslation();
  const correct = useCorrectSource(projectDocumentId);
  const label = t(`sourceTypes.${sourceType}` as 'sourceTypes.other', { defaultValue: sourceType });
  const fixed = sourceType === 'owned' || sourceType === 'competitor';
  const editable = Boolean(role && can(role, 'editContent')) && !fixed;
  if (!editable) {
    return (
      <Group gap={6} data-testid="source-type">
        <Text size="sm" c="dimmed">
          {t('sourceDetail.sourceType')}:
        </Text>
        <Badge variant="light" title={fixed ? t('sourceDetail.ownedTypeHint') : t('sourceDetail.readOnly')}>
          {label}
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
    <Group gap="xs" align="flex-end" data-testid="source-type">
      <Select
        label={t('sourceDetail.sourceType')}
        description={t('sourceDetail.correctHint')}
        data={[
          ...correctableSourceTypes.map((type) => ({ value: type, label: t(`sourceTypes.${type}`) })),
          ...(corrected ? [{ value: automatic, label: t('sourceDetail.analyzerType') }] : []),
        ]}
        value={sourceType}
        allowDeselect={false}
        disabled={correct.isPending}
        onChange={(value) => {
          if (!value || value === sourceType) return;
          correct.mutate({ domain, sourceType: value === automatic ? null : value });
        }}
        w={{ base: '100%', sm: 320 }}
        data-testid="source-type-select"
      />
      {corrected && (
        <Badge size="sm" variant="light" color="gray" mb={6}>
          {t('sources.corrected')}
        </Badge>
      )}
    </Group>
  );
}
