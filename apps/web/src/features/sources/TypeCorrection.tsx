import { Badge, Group, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const automatic = '__automatic';

/**
 * A type an organization may correct (a domain's source type, a page's content type): an editor picks another one,
 * or gives it back to the analyzer once corrected, and the whole history follows; anyone else reads it, with why
 * they cannot change it on hover.
 */
export function TypeCorrection({
  label,
  value,
  corrected,
  options,
  editable,
  readOnlyHint,
  pending,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  corrected: boolean;
  options: Array<{ value: string; label: string }>;
  editable: boolean;
  readOnlyHint: string;
  pending: boolean;
  /** The chosen type, or null to give it back to the analyzer. */
  onChange: (value: string | null) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const valueLabel = options.find((o) => o.value === value)?.label ?? value;
  const correctedBadge = corrected && (
    <Badge size="sm" variant="light" color="gray" mb={editable ? 6 : 0}>
      {t('sources.corrected')}
    </Badge>
  );
  if (!editable) {
    return (
      <Group gap={6} data-testid={testId}>
        <Text size="sm" c="dimmed">
          {label}:
        </Text>
        <Badge variant="light" title={readOnlyHint}>
          {valueLabel}
        </Badge>
        {correctedBadge}
      </Group>
    );
  }
  return (
    <Group gap="xs" align="flex-end" data-testid={testId}>
      <Select
        label={label}
        description={t('sourceDetail.correctHint')}
        data={[
          ...options,
          ...(corrected ? [{ value: automatic, label: t('sourceDetail.analyzerType') }] : []),
        ]}
        value={value}
        allowDeselect={false}
        disabled={pending}
        onChange={(next) => {
          if (!next || next === value) return;
          onChange(next === automatic ? null : next);
        }}
        w={{ base: '100%', sm: 320 }}
        data-testid={`${testId}-select`}
      />
      {correctedBadge}
    </Group>
  );
}
