import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  defaultJudgeModel,
  type JudgeEngineId,
  judgeEngineIds,
  type SentimentJudge,
} from '@sightline/contracts';
import { IconDeviceFloppy, IconInfoCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/api-error.ts';
import { engineName, money } from '../../lib/format.ts';
import { notify } from '../../lib/notify.ts';
import { engineConnectionCalls } from './engine-connection-calls.ts';
import { engineConnectionKeys } from './engine-connection-keys.ts';

interface JudgeFormValues {
  enabled: boolean;
  engine: JudgeEngineId;
  model: string;
}

/**
 * Optional judged sentiment: whether a small model scores each new answer's brands and aspects, with which of the
 * organization's connections and model; how many answers it judged and what that cost. Admins and owners change it.
 */
export function SentimentJudgeCard({
  organizationId,
  judge,
  manages,
}: {
  organizationId: number;
  judge: SentimentJudge;
  manages: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<JudgeFormValues>({
    initialValues: { enabled: judge.enabled, engine: judge.engine, model: judge.model ?? '' },
  });
  const save = useMutation({
    mutationFn: (values: JudgeFormValues) =>
      engineConnectionCalls.saveJudge(organizationId, {
        enabled: values.enabled,
        engine: values.engine,
        model: values.model.trim() || null,
      }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(engineConnectionKeys.judge(organizationId), saved);
      notify({ color: 'teal', title: t('engines.judge.heading'), message: t('engines.judge.saved') });
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.fieldErrors(t) : {};
      const known = (['engine', 'model'] as const).filter((field) => fields[field]);
      for (const field of known) form.setFieldError(field, t(`engines.judge.errors.${field}`));
      if (known.length === 0) {
        notify({
          color: 'red',
          title: t('engines.errors.failed'),
          message:
            error instanceof ApiError && error.status === 403 ? t('engines.errors.forbidden') : error.message,
        });
      }
    },
  });
  const chosen = form.values.engine;
  const modelHint =
    chosen === 'chatgpt'
      ? t('engines.judge.modelHint', { model: defaultJudgeModel })
      : t('engines.judge.modelHintNone');
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="section"
      aria-labelledby="judge-heading"
      data-testid="judge-card"
    >
      <form onSubmit={form.onSubmit((values) => save.mutate(values))}>
        <Stack gap="sm">
          <Title order={2} fz="h4" id="judge-heading">
            {t('engines.judge.heading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('engines.judge.text')}
          </Text>
          <Switch
            label={t('engines.judge.enabled')}
            disabled={!manages}
            {...form.getInputProps('enabled', { type: 'checkbox' })}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('engines.judge.engine')}
              description={t('engines.judge.engineHint')}
              data={judgeEngineIds.map((engine) => ({ value: engine, label: engineName(t, engine) }))}
              allowDeselect={false}
              disabled={!manages}
              {...form.getInputProps('engine')}
            />
            <TextInput
              label={t('engines.judge.model')}
              description={modelHint}
              placeholder={judge.engine === chosen ? (judge.effectiveModel ?? '') : ''}
              disabled={!manages}
              maxLength={100}
              {...form.getInputProps('model')}
            />
          </SimpleGrid>
          {!judge.connected && judge.engine === chosen && (
            <Alert color="yellow" icon={<IconInfoCircle size={18} />} data-testid="judge-not-connected">
              {t('engines.judge.notConnected', { engine: engineName(t, chosen) })}
            </Alert>
          )}
          <Group justify="space-between">
            <Text size="sm" data-testid="judge-summary">
              {t('engines.judge.judged', { count: judge.judgedChats })}
              {' · '}
              {judge.cost === null
                ? judge.judgedChats > 0
                  ? t('engines.judge.costUnknown')
                  : t('engines.judge.cost', { cost: money(0) })
                : t('engines.judge.cost', { cost: money(judge.cost) })}
            </Text>
            {manages && (
              <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={save.isPending}>
                {t('engines.judge.save')}
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {t('engines.judge.simulatedNote')}
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
