import {
  Alert,
  Button,
  Group,
  Input,
  Modal,
  MultiSelect,
  SegmentedControl,
  Stack,
  TextInput,
} from '@mantine/core';
import type { Watch, WatchKind } from '@sightline/contracts';
import { type EngineId, watchKinds } from '@sightline/contracts/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/api-error.ts';
import { engineName } from '../../lib/format.ts';
import { notify } from '../../lib/notify.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { answerListKeys } from '../../ui/answer-list/answer-list-keys.ts';
import { ownBrandKey, useBrandColors } from '../../ui/use-brand-colors.ts';
import { useWatchPreview } from './use-watch-preview.ts';
import { WatchPreview } from './WatchPreview.tsx';
import { type BrandOption, WatchTargetInput } from './WatchTargetInput.tsx';
import { watchCalls } from './watch-calls.ts';
import { initialWatchValues, saveBody, type WatchFormValues, withKind } from './watch-form-values.ts';
import { watchKeys } from './watch-queries.ts';

/**
 * Creates a watch, or changes one (`watch`): its name, kind, target (a brand from the project's list for a brand
 * watch) and engines, with a live count of the stored answers it would match. The server checks the target; its
 * message shows under the field it names, any other failure above the buttons.
 */
export function WatchFormModal({
  projectDocumentId,
  watch,
  opened,
  onClose,
  onSaved,
}: {
  projectDocumentId: string;
  watch?: Watch | undefined;
  opened: boolean;
  onClose: () => void;
  onSaved?: (watch: Watch) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={watch ? t('watches.form.editTitle') : t('watches.form.createTitle')}
      size="lg"
    >
      {/* Mounted while open only, so that every opening starts from the watch as it is stored. */}
      {opened && (
        <WatchForm projectDocumentId={projectDocumentId} watch={watch} onClose={onClose} onSaved={onSaved} />
      )}
    </Modal>
  );
}

function WatchForm({
  projectDocumentId,
  watch,
  onClose,
  onSaved,
}: {
  projectDocumentId: string;
  watch: Watch | undefined;
  onClose: () => void;
  onSaved: ((watch: Watch) => void) | undefined;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { project } = useSession().selection;
  const { competitors } = useBrandColors(projectDocumentId);
  const [values, setValues] = useState<WatchFormValues>(() => initialWatchValues(watch));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const preview = useWatchPreview(projectDocumentId, values, true);
  const brands: BrandOption[] = [
    { value: ownBrandKey, label: t('watches.form.ownBrand', { name: project?.brandName ?? '' }) },
    ...competitors.map((c) => ({ value: c.documentId, label: c.name })),
  ];
  const brandName = (key: string) =>
    key === ownBrandKey ? project?.brandName : competitors.find((c) => c.documentId === key)?.name;
  const engineChoices = [...new Set<EngineId>([...(project?.engines ?? []), ...values.engines])];
  const set = (change: Partial<WatchFormValues>) => {
    setValues((current) => ({ ...current, ...change }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(change)) delete next[key];
      return next;
    });
  };
  const save = useMutation({
    mutationFn: () => {
      // A name left empty is the target as matched: the brand's name, or the settled preview's target.
      const label =
        values.kind === 'brand'
          ? brandName(values.target)
          : preview.pending
            ? undefined
            : preview.data?.target;
      return watchCalls.save(projectDocumentId, watch?.documentId, saveBody(values, label));
    },
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: watchKeys.project(projectDocumentId) });
      void queryClient.invalidateQueries({ queryKey: answerListKeys.project(projectDocumentId) });
      notify({
        color: 'teal',
        title: t('watches.form.saved'),
        message: saved.counting ? t('watches.form.savedCounting') : saved.name,
      });
      onSaved?.(saved);
      onClose();
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.fieldErrors(t) : {};
      setErrors(fields);
      setFailure(Object.keys(fields).length > 0 ? null : error.message);
    },
  });
  const targetError = errors.target ?? (preview.error ? preview.fieldErrors.target : undefined);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setFailure(null);
        save.mutate();
      }}
    >
      <Stack gap="md" data-testid="watch-form">
        <TextInput
          label={t('watches.form.name')}
          description={t('watches.form.nameHint')}
          value={values.name}
          onChange={(event) => set({ name: event.currentTarget.value })}
          maxLength={120}
          error={errors.name}
          data-autofocus
          data-testid="watch-name-input"
        />
        <Input.Wrapper label={t('watches.form.kind')} error={errors.kind}>
          <SegmentedControl
            fullWidth
            mt={4}
            value={values.kind}
            onChange={(kind) => {
              setValues((current) => withKind(current, kind as WatchKind));
              setErrors({});
            }}
            data={watchKinds.map((kind) => ({ value: kind, label: t(`watches.kinds.${kind}`) }))}
            data-testid="watch-kind-input"
          />
        </Input.Wrapper>
        <WatchTargetInput
          kind={values.kind}
          value={values.target}
          onChange={(target) => set({ target })}
          brands={brands}
          error={targetError}
        />
        <MultiSelect
          label={t('watches.form.engines')}
          description={t('watches.form.enginesHint')}
          placeholder={values.engines.length ? undefined : t('watches.allEngines')}
          data={engineChoices.map((engine) => ({ value: engine, label: engineName(t, engine) }))}
          value={values.engines}
          onChange={(engines) => set({ engines: engines as EngineId[] })}
          error={errors.engines}
          clearable
          comboboxProps={{ withinPortal: true }}
          data-testid="watch-engines-input"
        />
        <WatchPreview preview={preview} />
        {failure && (
          <Alert color="red" variant="light" title={t('watches.form.failed')} data-testid="watch-form-error">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('watches.form.cancel')}
          </Button>
          <Button
            type="submit"
            loading={save.isPending}
            disabled={!values.target.trim()}
            data-testid="watch-save"
          >
            {t('watches.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
