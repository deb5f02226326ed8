import type { UseFormReturnType } from '@mantine/form';
import type {
  EngineConnection,
  EngineConnectionData,
  EngineConnectionTestResult,
} from '@sightline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/api-error.ts';
import { engineName } from '../../lib/format.ts';
import { notify } from '../../lib/notify.ts';
import { engineConnectionCalls } from './engine-connection-calls.ts';
import { engineConnectionKeys } from './engine-connection-keys.ts';
import { type EngineFormValues, engineFields, saveData } from './engine-form.ts';

/** A failed call in the interface language; the server's message when there is no better one. */
function failureMessage(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('errors.somethingWrongText');
  if (error.status === 403) return t('engines.errors.forbidden');
  if (error.status === 404) return t('account.errors.notFound');
  return error.message;
}

/**
 * Save, test and remove one engine's connection, each a mutation: the card shows which one runs (`busy`), the test's
 * result, and the remove confirmation. Saving and removing re-read the organization's connections.
 */
export function useEngineConnectionActions(
  organizationId: number,
  connection: EngineConnection,
  form: UseFormReturnType<EngineFormValues>,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { engine } = connection;
  const name = engineName(t, engine);
  const [result, setResult] = useState<EngineConnectionTestResult>();
  const [confirming, setConfirming] = useState(false);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: engineConnectionKeys.list(organizationId) });
  const failed = (error: unknown) =>
    notify({ color: 'red', title: t('engines.errors.failed'), message: failureMessage(t, error) });

  const showFieldErrors = (error: unknown): boolean => {
    if (!(error instanceof ApiError)) return false;
    const fields = error.fieldErrors();
    const known = (['apiKey', 'baseUrl', 'model'] as const).filter((f) => fields[f]);
    for (const field of known) form.setFieldError(field, t(`engines.errors.${field}`));
    return known.length > 0;
  };

  const save = useMutation({
    mutationFn: (values: EngineFormValues) =>
      engineConnectionCalls.save(organizationId, engine, saveData(values, engine)),
    onMutate: () => setResult(undefined),
    onSuccess: async () => {
      form.setFieldValue('apiKey', '');
      notify({ color: 'teal', title: name, message: t('engines.saved', { engine: name }) });
      await refresh();
    },
    onError: (error) => {
      if (!showFieldErrors(error)) failed(error);
    },
  });

  const test = useMutation({
    mutationFn: (data: EngineConnectionData | undefined) =>
      engineConnectionCalls.test(organizationId, engine, data),
    onMutate: () => setResult(undefined),
    onSuccess: (tested) => setResult(tested),
    onError: (error) => {
      if (!showFieldErrors(error)) {
        setResult({ ok: false, errorKind: 'unknown', message: failureMessage(t, error) });
      }
    },
  });

  const remove = useMutation({
    mutationFn: () => engineConnectionCalls.remove(organizationId, engine),
    onSuccess: async () => {
      setConfirming(false);
      notify({ color: 'teal', title: name, message: t('engines.removed', { engine: name }) });
      await refresh();
    },
    onError: failed,
  });

  /** Unsaved values are tested as typed; an untouched form tests what is saved (or the server's key). */
  const runTest = () => {
    if (form.isDirty()) {
      if (form.validate().hasErrors) return;
      test.mutate(saveData(form.getValues(), engine));
    } else if (connection.source === 'none' && !engineFields(engine).compatible) {
      form.setFieldError('apiKey', t('engines.errors.noKey'));
    } else {
      test.mutate(undefined);
    }
  };

  const busy = save.isPending ? 'save' : test.isPending ? 'test' : remove.isPending ? 'remove' : undefined;
  return {
    name,
    busy,
    result,
    confirming,
    setConfirming,
    save: form.onSubmit((values) => save.mutate(values)),
    test: runTest,
    remove: () => remove.mutate(),
  };
}
