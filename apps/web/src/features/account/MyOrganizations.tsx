import { Badge, Button, Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sessionStore } from '../../lib/session/session-store.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { RoleBadge } from '../../ui/RoleBadge.tsx';
import { accountCalls } from './account-calls.ts';
import { accountKeys } from './account-keys.ts';

/** The organizations the user belongs to, with their role in each; switching to one selects it. */
export function MyOrganizations({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { selection } = useSession();
  const memberships = useQuery({
    queryKey: accountKeys.memberships(userId),
    queryFn: () => accountCalls.listMyMemberships(userId),
  });
  const rows = memberships.data ?? [];
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} fz="h4" mb="sm">
        {t('account.profile.organizations')}
      </Title>
      {memberships.isSuccess && rows.length === 0 ? (
        <Text c="dimmed">{t('account.profile.noOrganizations')}</Text>
      ) : (
        <Table verticalSpacing="sm" data-testid="profile-organizations">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('account.profile.organization')}</Table.Th>
              <Table.Th w={140}>{t('account.profile.role')}</Table.Th>
              <Table.Th w={120}>
                <VisuallyHidden>{t('account.common.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((member) => (
              <Table.Tr key={member.id}>
                <Table.Td>{member.sightline_organization?.name ?? `#${member.organizationId}`}</Table.Td>
                <Table.Td>
                  <RoleBadge role={member.role} />
                </Table.Td>
                <Table.Td ta="right">
                  {selection.member?.id === member.id ? (
                    <Badge variant="outline" color="teal">
                      {t('account.profile.selected')}
                    </Badge>
                  ) : (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      onClick={() => void sessionStore.selectMember(member)}
                    >
                      {t('account.profile.switchTo')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
