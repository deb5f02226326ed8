import { Alert, Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { CollectReadinessResponse, EngineId } from '@sightline/contracts';
import { IconCheck, IconFlask, IconKey, IconPlugConnected } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { count } from '../../../lib/format.ts';
import { EngineLabel } from '../../../ui/EngineLabel.tsx';
import { ButtonLink } from '../../../ui/RouterLinks.tsx';

type Readiness = CollectReadinessResponse['data'];

/**
 * Before collecting a project some of whose engines have no API key: each engine with "key ✓" or "no key", and the
 * ways on — connect an engine (admins and owners; others are told to ask one), switch the project to the simulator,
 * or collect only the engines that have keys.
 */
export function CollectPreflightModal({
  readiness,
  onClose,
  onCollectReady,
  onUseSimulator,
  busy,
}: {
  readiness: Readiness | null;
  onClose: () => void;
  onCollectReady: (engines: EngineId[]) => void;
  onUseSimulator: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const engines = readiness?.engines ?? [];
  const ready = engines.filter((e) => e.ready).map((e) => e.engine);
  return (
    <Modal
      opened={readiness !== null}
      onClose={onClose}
      title={t('projects.collect.preflightTitle')}
      size="lg"
    >
      <Stack gap="md" data-testid="collect-preflight">
        <Text size="sm">{t('projects.collect.preflightIntro')}</Text>
        <Table withTableBorder verticalSpacing="xs" data-testid="preflight-engines">
          <Table.Tbody>
            {engines.map((engine) => (
              <Table.Tr key={engine.engine} data-testid="preflight-engine" data-ready={engine.ready}>
                <Table.Td>
                  <EngineLabel engine={engine.engine} />
                </Table.Td>
                <Table.Td ta="right">
                  {engine.ready ? (
                    <Badge color="teal" variant="light" leftSection={<IconCheck size={12} />} tt="none">
                      {t('projects.collect.keyReady')}
                      {engine.source ? ` · ${t(`projects.collect.source.${engine.source}`)}` : ''}
                    </Badge>
                  ) : (
                    <Badge color="red" variant="light" leftSection={<IconKey size={12} />} tt="none">
                      {t('projects.collect.keyMissing')}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {ready.length === 0 && (
          <Text size="sm" c="red" data-testid="preflight-none-ready">
            {t('projects.collect.preflightNoneReady')}
          </Text>
        )}
        {readiness && !readiness.canManageEngines && (
          <Alert color="gray" variant="light" data-testid="preflight-ask-admin">
            {t('projects.collect.askAdmin')}
          </Alert>
        )}
        <Text size="xs" c="dimmed">
          {t('projects.collect.useSimulatorHint')}
        </Text>
        <Group justify="flex-end" gap="xs" wrap="wrap">
          <Button variant="default" onClick={onClose}>
            {t('projects.collect.cancel')}
          </Button>
          {readiness?.canManageEngines && (
            <ButtonLink
              to="/organization/engines"
              variant="light"
              leftSection={<IconPlugConnected size={16} />}
              data-testid="preflight-connect"
            >
              {t('projects.collect.connect')}
            </ButtonLink>
          )}
          <Button
            variant="light"
            color="orange"
            leftSection={<IconFlask size={16} />}
            onClick={onUseSimulator}
            loading={busy}
            data-testid="preflight-simulator"
          >
            {t('projects.collect.useSimulator')}
          </Button>
          {ready.length > 0 && (
            <Button
              onClick={() => onCollectReady(ready)}
              loading={busy}
              data-testid="preflight-collect-ready"
            >
              {t('projects.collect.collectReady', { n: count(ready.length) })}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
