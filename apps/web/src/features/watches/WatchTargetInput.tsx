import { Select, TextInput } from '@mantine/core';
import type { WatchKind } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';

export interface BrandOption {
  /** `brand` for the own brand, else the competitor's document id. */
  value: string;
  label: string;
}

/**
 * The target of a watch: a domain, a page address or a keyword as text, or one of the project's brands (the own
 * brand first, then the competitors) from a list. The kind's hint says what it matches.
 */
export function WatchTargetInput({
  kind,
  value,
  onChange,
  brands,
  error,
}: {
  kind: WatchKind;
  value: string;
  onChange: (value: string) => void;
  brands: BrandOption[];
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const common = {
    label: t(`watches.form.targets.${kind}`),
    description: t(`watches.kindHints.${kind}`),
    placeholder: t(`watches.form.placeholders.${kind}`),
    error,
    required: true,
    'data-testid': 'watch-target-input',
  };
  if (kind === 'brand') {
    return (
      <Select
        {...common}
        data={brands}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
        allowDeselect={false}
        searchable
        comboboxProps={{ withinPortal: true }}
      />
    );
  }
  return (
    <TextInput
      {...common}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maxLength={500}
      autoComplete="off"
      inputMode={kind === 'url' ? 'url' : 'text'}
    />
  );
}
