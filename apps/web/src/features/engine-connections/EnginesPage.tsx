import { Alert, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { can } from '@sightline/contracts';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { RoleBadge } from '../../ui/RoleBadge.tsx';
import { EngineConnectionCard } from './EngineConnectionCard.tsx';
import { engineConnectionCalls } from './engine-connection-calls.ts';
import { engineConnectionKeys } from './engine-connection-keys.ts';
import { registerEngineStrings } from './engine-strings.ts';
import { SentimentJudgeCard } from './SentimentJudgeCard.tsx';

registerEngineStrings(i18n);

/**
 * `/organization/engines`: where each AI engine's credentials come from (the organization's own key, the server's
 * environment, or none). Admins and owners save, remove and test keys; everyone else reads. Keys are never shown,
 * only their last four characters.
 */
export function EnginesPage() {
  const { t } = useTranslation();
  const { selection, selectionReady } = useSession();
  const member = selection.member;
  const organizationId = member?.organizationId;
  const connections = useQuery({
    queryKey: engineConnectionKeys.list(organizationId ?? 0),
    queryFn: () => engineConnectionCalls.list(organizationId!),
    enabled: organizationId !== undefined,
  });
  const judge = useQuery({
    queryKey: engineConnectionKeys.judge(organizationId ?? 0),
    queryFn: () => engineConnectionCalls.judge(organizationId!),
    enabled: organizationId !== undefined,
  });
  const heading = (
    <Title order={1} fz="h2">
      {t('engines.heading')}
    </Title>
  );
  if (!member) {
    return (
      <Stack gap="lg">
        {heading}
        {selectionReady ? (
          <EmptyState title={t('engines.noOrganization')} text={t('account.common.newOrganizationText')} />
        ) : (
          <Center py="xl">
            <Loader />
          </Center>
        )}
      </Stack>
    );
  }
  const manages = can(member.role, 'manageEngines');
  return (
    <Stack gap="lg" key={member.organizationId} data-testid="engines-page">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          {heading}
          <Text c="dimmed" size="sm" data-testid="engines-organization">
            {t('engines.organizationOf', {
              organization: member.sightline_organization?.name ?? `#${member.organizationId}`,
            })}
          </Text>
        </Stack>
        <Group gap="xs">
          <Text size="sm">{t('account.common.yourRole')}</Text>
          <RoleBadge role={member.role} />
        </Group>
      </Group>
      <Text size="sm">{t('engines.text')}</Text>
      {!manages && (
        <Alert color="gray" icon={<IconLock size={18} />} data-testid="engines-read-only">
          {t('engines.readOnly')}
        </Alert>
      )}
      {connections.isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : connections.isError ? (
        <Alert color="red" icon={<IconInfoCircle size={18} />}>
          {t('errors.somethingWrongText')}
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          {connections.data.map((connection) => (
            <EngineConnectionCard
              key={`${connection.engine}|${connection.source}|${connection.updatedAt ?? ''}`}
              organizationId={member.organizationId}
              connection={connection}
              manages={manages}
            />
          ))}
        </SimpleGrid>
      )}
      <Text size="xs" c="dimmed">
        {t('engines.simulatedNote')}
      </Text>
      {judge.data && (
        <SentimentJudgeCard
          key={`${judge.data.updatedAt ?? ''}|${judge.data.connected}`}
          organizationId={member.organizationId}
          judge={judge.data}
          manages={manages}
        />
      )}
    </Stack>
  );
}
