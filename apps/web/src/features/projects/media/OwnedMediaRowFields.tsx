import { ActionIcon, Group, Select, TextInput } from '@mantine/core';
import { ownedMediaKinds } from '@sightline/contracts/constants';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from '../shared/field-props.ts';

/** One owned medium: its kind and value, and the button that removes it from the list. */
export function OwnedMediaRowFields({
  field,
  index,
  onRemove,
}: {
  field: FieldProps;
  index: number;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const row = t('projects.owned.row', { index: index + 1 });
  return (
    <Group
      align="flex-start"
      wrap="nowrap"
      gap="sm"
      data-testid="owned-media-row"
      role="group"
      aria-label={row}
    >
      <Select
        label={t('projects.fields.mediaKind')}
        data={ownedMediaKinds.map((kind) => ({ value: kind, label: t(`projects.mediaKinds.${kind}`) }))}
        allowDeselect={false}
        w={170}
        {...field(`items.${index}.kind`)}
      />
      <TextInput
        label={t('projects.fields.mediaValue')}
        placeholder={t('projects.owned.valuePlaceholder')}
        required
        maxLength={500}
        style={{ flex: 1 }}
        {...field(`items.${index}.value`)}
      />
      <ActionIcon
        variant="subtle"
        color="red"
        mt={28}
        aria-label={t('projects.owned.remove', { index: index + 1 })}
        onClick={onRemove}
      >
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}
