import { Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { can } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { RoleBadge } from '../../ui/RoleBadge.tsx';
import { CreateOrganizationForm } from './CreateOrganizationForm.tsx';
import { InviteMemberForm } from './InviteMemberForm.tsx';
import { MembersTable } from './MembersTable.tsx';
import { registerOrganizationStrings } from './organization-strings.ts';
import { PendingInvitations } from './PendingInvitations.tsx';
import { WorkspacesCard } from './WorkspacesCard.tsx';

registerOrganizationStrings(i18n);

/**
 * `/organization/members`: the selected organization's members, invitations and workspaces, and a new
 * organization. What the current member's role does not allow is hidden or disabled (the server checks anyway).
 */
export function MembersPage() {
  const { t } = useTranslation();
  const { selection, selectionReady } = useSession();
  const member = selection.member;
  const heading = (
    <Title order={1} fz="h2">
      {t('organization.members.heading')}
    </Title>
  );
  if (!member) {
    return (
      <Stack gap="lg">
        {heading}
        {selectionReady ? (
          <>
            <EmptyState
              title={t('organization.members.noOrganization')}
              text={t('account.common.newOrganizationText')}
            />
            <CreateOrganizationForm />
          </>
        ) : (
          <Center py="xl">
            <Loader />
          </Center>
        )}
      </Stack>
    );
  }
  const organizationId = member.organizationId;
  const manages = can(member.role, 'manageMembers');
  return (
    <Stack gap="lg" key={organizationId} data-testid="members-page">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          {heading}
          <Text c="dimmed" size="sm" data-testid="members-organization">
            {t('organization.members.organizationOf', {
              organization: member.sightline_organization?.name ?? `#${organizationId}`,
            })}
          </Text>
        </Stack>
        <Group gap="xs">
          <Text size="sm">{t('account.common.yourRole')}</Text>
          <RoleBadge role={member.role} />
        </Group>
      </Group>
      <MembersTable actor={member} />
      {manages ? (
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          <InviteMemberForm organizationId={organizationId} actorRole={member.role} />
          <PendingInvitations organizationId={organizationId} />
        </SimpleGrid>
      ) : (
        <Text size="sm" c="dimmed" data-testid="members-read-only">
          {t('organization.members.readOnly')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <WorkspacesCard organizationId={organizationId} actorRole={member.role} />
        <CreateOrganizationForm />
      </SimpleGrid>
    </Stack>
  );
}
