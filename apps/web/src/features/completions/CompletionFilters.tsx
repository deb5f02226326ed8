import { Button, Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session/use-session.ts';
import { useSetSearch } from '../../ui/filter-bar/use-set-search.ts';
import { ownBrandKey, useBrandColors } from '../../ui/use-brand-colors.ts';
import type { CompletionSearch } from './completion-search.ts';

type Own = Pick<CompletionSearch, 'status' | 'simulated' | 'brand' | 'mentioned' | 'cites' | 'q' | 'sort'>;

const cleared: Record<keyof Own, undefined> = {
  status: undefined,
  simulated: undefined,
  brand: undefined,
  mentioned: undefined,
  cites: undefined,
  q: undefined,
  sort: undefined,
};

/**
 * The completions screen's own filters, written to the URL (bookmarkable, shared): a text search in the answers and a
 * cited domain (both applied as the user pauses typing), the status, real or simulated, a brand mentioned or not,
 * and the order.
 */
export function CompletionFilters({
  search,
  projectDocumentId,
}: {
  search: CompletionSearch;
  projectDocumentId: string;
}) {
  const { t } = useTranslation();
  const set = useSetSearch<Own>();
  const { project } = useSession().selection;
  const { competitors } = useBrandColors(projectDocumentId);
  const [q, setQ] = useState(search.q ?? '');
  const [cites, setCites] = useState(search.cites ?? '');
  const applyQ = useDebouncedCallback((value: string) => set({ q: value.trim() || undefined }), 400);
  const applyCites = useDebouncedCallback(
    (value: string) => set({ cites: value.trim().toLowerCase() || undefined }),
    600,
  );
  const brands = [
    { value: ownBrandKey, label: t('completions.ownBrand', { name: project?.brandName ?? '' }) },
    ...competitors.map((c) => ({ value: c.documentId, label: c.name })),
  ];
  const any = Object.keys(cleared).some((key) => search[key as keyof Own] !== undefined);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="completion-filters">
      <TextInput
        label={t('completions.search')}
        placeholder={t('completions.searchPlaceholder')}
        leftSection={<IconSearch size={14} />}
        value={q}
        onChange={(e) => {
          setQ(e.currentTarget.value);
          applyQ(e.currentTarget.value);
        }}
        maxLength={200}
        w={220}
        data-testid="completion-search"
      />
      <Select
        label={t('completions.status')}
        data={[
          { value: 'all', label: t('completions.statusAll') },
          { value: 'ok', label: t('completions.statusOk') },
          { value: 'no_answer', label: t('completions.statusNoAnswer') },
        ]}
        value={search.status ?? 'all'}
        onChange={(v) => set({ status: v === 'ok' || v === 'no_answer' ? v : undefined })}
        allowDeselect={false}
        w={130}
        data-testid="completion-status"
      />
      <Select
        label={t('completions.simulatedFilter')}
        data={[
          { value: 'all', label: t('completions.simulatedAll') },
          { value: 'false', label: t('completions.simulatedReal') },
          { value: 'true', label: t('completions.simulatedOnly') },
        ]}
        value={search.simulated === undefined ? 'all' : String(search.simulated)}
        onChange={(v) => set({ simulated: v === 'true' ? true : v === 'false' ? false : undefined })}
        allowDeselect={false}
        w={170}
        data-testid="completion-simulated"
      />
      <Select
        label={t('completions.brand')}
        placeholder={t('completions.brandAny')}
        data={brands}
        value={search.brand ?? null}
        onChange={(v) => set({ brand: v ?? undefined, mentioned: undefined })}
        clearable
        w={190}
        data-testid="completion-brand"
      />
      {search.brand && (
        <SegmentedControl
          size="xs"
          data={[
            { value: 'true', label: t('completions.mentionedYes') },
            { value: 'false', label: t('completions.mentionedNo') },
          ]}
          value={search.mentioned === false ? 'false' : 'true'}
          onChange={(v) => set({ mentioned: v === 'false' ? false : undefined })}
          data-testid="completion-mentioned"
        />
      )}
      <TextInput
        label={t('completions.cites')}
        placeholder={t('completions.citesPlaceholder')}
        value={cites}
        onChange={(e) => {
          setCites(e.currentTarget.value);
          applyCites(e.currentTarget.value);
        }}
        maxLength={253}
        w={170}
        data-testid="completion-cites"
      />
      <Select
        label={t('completions.sort')}
        data={[
          { value: 'newest', label: t('completions.newest') },
          { value: 'oldest', label: t('completions.oldest') },
        ]}
        value={search.sort ?? 'newest'}
        onChange={(v) => set({ sort: v === 'oldest' ? 'oldest' : undefined })}
        allowDeselect={false}
        w={130}
        data-testid="completion-sort"
      />
      {any && (
        <Button
          variant="subtle"
          leftSection={<IconX size={14} />}
          onClick={() => {
            setQ('');
            setCites('');
            set(cleared);
          }}
          data-testid="completion-clear"
        >
          {t('completions.clear')}
        </Button>
      )}
    </Group>
  );
}
