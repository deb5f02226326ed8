import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type {
  EngineConnection,
  EngineConnectionSource,
  EngineConnectionTestResult,
} from '@sightline/contracts';
import { IconCircleCheck, IconDeviceFloppy, IconPlugConnected, IconTrash, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../lib/format.ts';
import { useSession } from '../../lib/session/use-session.ts';
import {
  type EngineFormValues,
  engineFields,
  type FieldError,
  initialValues,
  validateEngineForm,
} from './engine-form.ts';
import { useEngineConnectionActions } from './use-engine-connection-actions.ts';

const statusColors: Record<EngineConnectionSource, string> = {
  organization: 'teal',
  environment: 'blue',
  none: 'gray',
};

/** One engine: where its credentials come from and, for admins and owners, the form to change and test them. */
export function EngineConnectionCard({
  organizationId,
  connection,
  manages,
}: {
  organizationId: number;
  connection: EngineConnection;
  manages: boolean;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { engine } = connection;
  const { compatible, hasModel } = engineFields(engine);
  const form = useForm<EngineFormValues>({
    initialValues: initialValues(connection),
    validate: (values) => {
      const errors = validateEngineForm(values, connection);
      return Object.fromEntries(
        Object.entries(errors).map(([field, error]) => [field, t(`engines.errors.${error as FieldError}`)]),
      );
    },
  });
  const { name, busy, result, confirming, setConfirming, save, test, remove } = useEngineConnectionActions(
    organizationId,
    connection,
    form,
  );

  const headingId = `engine-${engine}-heading`;
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="section"
      aria-labelledby={headingId}
      data-testid={`engine-card-${engine}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="h4" id={headingId}>
            {name}
          </Title>
          <Badge variant="light" color={statusColors[connection.source]} data-testid="engine-status">
            {t(`engines.status.${connection.source}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t(`engines.statusHint.${connection.source}`)}
        </Text>
        <Details connection={connection} timezone={user?.timezone} />

        {manages && (
          <form noValidate onSubmit={save} data-testid="engine-form">
            <Stack gap="sm">
              <PasswordInput
                label={connection.apiKeyMasked ? t('engines.apiKeyNew') : t('engines.apiKey')}
                description={
                  connection.apiKeyMasked
                    ? t('engines.apiKeyKeep')
                    : compatible
                      ? t('engines.apiKeyOptional')
                      : undefined
                }
                autoComplete="off"
                maxLength={500}
                {...form.getInputProps('apiKey')}
              />
              {compatible && (
                <TextInput
                  label={t('engines.baseUrl')}
                  description={t('engines.baseUrlHint')}
                  placeholder="http://localhost:11434/v1"
                  required
                  maxLength={500}
                  {...form.getInputProps('baseUrl')}
                />
              )}
              {hasModel && (
                <TextInput
                  label={t('engines.model')}
                  description={compatible ? t('engines.modelRequired') : t('engines.modelHint')}
                  required={compatible}
                  maxLength={100}
                  {...form.getInputProps('model')}
                />
              )}
              <Group justify="space-between">
                <Group gap="xs">
                  <Button
                    type="submit"
                    loading={busy === 'save'}
                    disabled={busy !== undefined && busy !== 'save'}
                    leftSection={<IconDeviceFloppy size={16} />}
                  >
                    {t('engines.save')}
                  </Button>
                  <Button
                    variant="default"
                    loading={busy === 'test'}
                    disabled={busy !== undefined && busy !== 'test'}
                    leftSection={<IconPlugConnected size={16} />}
                    onClick={test}
                  >
                    {t('engines.test')}
                  </Button>
                </Group>
                {connection.source === 'organization' && (
                  <Button
                    variant="subtle"
                    color="red"
                    disabled={busy !== undefined}
                    leftSection={<IconTrash size={16} />}
                    onClick={() => setConfirming(true)}
                  >
                    {t('engines.remove')}
                  </Button>
                )}
              </Group>
            </Stack>
          </form>
        )}
        {result && <TestResult result={result} />}
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('engines.removeTitle')}
        centered
      >
        <Stack gap="lg">
          <Text size="sm">{t('engines.removeText', { engine: name })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('engines.cancel')}
            </Button>
            <Button color="red" loading={busy === 'remove'} onClick={remove}>
              {t('engines.remove')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

/** The saved key's mask, base URL, model and when they changed. */
function Details({ connection, timezone }: { connection: EngineConnection; timezone: string | undefined }) {
  const { t } = useTranslation();
  const rows: Array<[string, string, string]> = [];
  if (connection.apiKeyMasked) rows.push(['key', t('engines.savedKey'), connection.apiKeyMasked]);
  if (connection.baseUrl) rows.push(['base-url', t('engines.baseUrlShown'), connection.baseUrl]);
  if (connection.configured && connection.engine !== 'google-aio' && connection.engine !== 'google-ai-mode') {
    rows.push(['model', t('engines.modelShown'), connection.model ?? t('engines.defaultModel')]);
  }
  if (rows.length === 0 && !connection.updatedAt) return null;
  return (
    <Stack gap={2}>
      {rows.map(([id, label, value]) => (
        <Group key={id} gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed" w={80} style={{ flexShrink: 0 }}>
            {label}
          </Text>
          <Text size="sm" ff={id === 'key' ? 'monospace' : undefined} truncate data-testid={`engine-${id}`}>
            {value}
          </Text>
        </Group>
      ))}
      {connection.updatedAt && (
        <Text size="xs" c="dimmed">
          {t('engines.updated', {
            date: dateTime(connection.updatedAt, timezone),
          })}
        </Text>
      )}
    </Stack>
  );
}

/** "HTTP 401" from a classified failure message that carries the provider's status. */
function httpStatusOf(message: string): string | undefined {
  return /\(HTTP (\d{3})\)/.exec(message)?.[0].slice(1, -1);
}

/** What the connection test found. */
function TestResult({ result }: { result: EngineConnectionTestResult }) {
  const { t } = useTranslation();
  if (result.ok) {
    return (
      <Alert color="teal" icon={<IconCircleCheck size={18} />} data-testid="engine-test-result">
        {t('engines.testOk', { model: result.model, latency: result.latencyMs })}
      </Alert>
    );
  }
  return (
    <Alert
      color="red"
      icon={<IconX size={18} />}
      title={t('engines.testFailed')}
      data-testid="engine-test-result"
    >
      <Text size="sm">{t(`engines.errorKinds.${result.errorKind}`)}</Text>
      {/* The server's message is one fixed sentence per kind, already translated above: only its HTTP status adds
          anything, unless the kind is unknown. */}
      {(result.errorKind === 'unknown' || httpStatusOf(result.message)) && (
        <Text size="xs" c="dimmed" mt={4} style={{ wordBreak: 'break-word' }}>
          {result.errorKind === 'unknown' ? result.message : httpStatusOf(result.message)}
        </Text>
      )}
    </Alert>
  );
}
