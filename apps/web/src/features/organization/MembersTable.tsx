import { ActionIcon, Badge, Group, Paper, Table, Text, Title, Tooltip } from '@mantine/core';
import { canAssignRole, type MemberRole } from '@sightline/contracts';
import { IconUserMinus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../../lib/account-error.ts';
import type { Member } from '../../lib/api/types.ts';
import { notify } from '../../lib/notify.ts';
import { WideTable } from '../../ui/data-table/WideTable.tsx';
import { RoleBadge } from '../../ui/RoleBadge.tsx';
import { UserAvatar } from '../../ui/UserAvatar.tsx';
import { MemberRoleSelect } from './MemberRoleSelect.tsx';
import { organizationCalls } from './organization-calls.ts';
import { organizationKeys } from './organization-keys.ts';
import { RemoveMemberModal } from './RemoveMemberModal.tsx';

/** The organization's members with their role; managers change roles and remove members they outrank. */
export function MembersTable({ actor }: { actor: Member }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<Member>();
  const key = organizationKeys.members(actor.organizationId);
  const members = useQuery({
    queryKey: key,
    queryFn: () => organizationCalls.listOrganizationMembers(actor.organizationId),
  });
  const rows = members.data ?? [];
  const manageable = (m: Member) =>
    m.userId !== actor.userId && canAssignRole(actor.role, m.role) && canAssignRole(actor.role, 'viewer');

  const changeRole = useMutation({
    mutationFn: ({ member, role }: { member: Member; role: MemberRole }) =>
      organizationCalls.changeMemberRole(member.id, role),
    onSuccess: async (_, { member, role }) => {
      await queryClient.invalidateQueries({ queryKey: key });
      notify({
        color: 'teal',
        title: t('account.common.saved'),
        message: t('organization.members.roleChanged', {
          name: member.user?.username ?? '',
          role: t(`account.roles.${role}`),
        }),
      });
    },
    onError: (error) => notifyFailure(t, error),
  });

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="members-table-heading">
      <Title order={2} fz="h4" mb="sm" id="members-table-heading">
        {t('organization.members.count', { count: rows.length })}
      </Title>
      <WideTable minWidth={640}>
        <Table verticalSpacing="sm" highlightOnHover data-testid="members-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('organization.members.user')}</Table.Th>
              <Table.Th>{t('organization.members.email')}</Table.Th>
              <Table.Th w={170}>{t('organization.members.role')}</Table.Th>
              <Table.Th w={80} ta="right">
                {t('account.common.actions')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((member) => {
              const name = member.user?.username ?? `#${member.userId}`;
              const editable = manageable(member);
              return (
                <Table.Tr key={member.id} data-testid="member-row">
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      {member.user && <UserAvatar user={member.user} size="sm" />}
                      <Text size="sm" fw={500} truncate>
                        {name}
                      </Text>
                      {member.userId === actor.userId && (
                        <Badge size="xs" variant="outline">
                          {t('organization.members.you')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" truncate>
                      {member.user?.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {editable ? (
                      <MemberRoleSelect
                        label={t('organization.members.roleOf', { name })}
                        actorRole={actor.role}
                        value={member.role}
                        onChange={(role) => changeRole.mutate({ member, role })}
                      />
                    ) : (
                      <RoleBadge role={member.role} />
                    )}
                  </Table.Td>
                  <Table.Td ta="right">
                    {editable && (
                      <Tooltip label={t('organization.members.remove')}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('organization.members.removeOf', { name })}
                          onClick={() => setRemoving(member)}
                        >
                          <IconUserMinus size={18} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </WideTable>
      <RemoveMemberModal
        member={removing}
        organizationId={actor.organizationId}
        onClose={() => setRemoving(undefined)}
      />
    </Paper>
  );
}
