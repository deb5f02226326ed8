import { Badge, Button, Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../../lib/account-error.ts';
import { date, dateTime } from '../../lib/format.ts';
import { notify } from '../../lib/notify.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { WideTable } from '../../ui/data-table/WideTable.tsx';
import { RoleBadge } from '../../ui/RoleBadge.tsx';
import { type Invitation, organizationCalls } from './organization-calls.ts';
import { organizationKeys } from './organization-keys.ts';

/** Invitations not accepted yet, with their expiry; managers revoke them. */
export function PendingInvitations({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const invitations = useQuery({
    queryKey: organizationKeys.invitations(organizationId),
    queryFn: () => organizationCalls.listPendingInvitations(organizationId),
  });
  const rows = invitations.data ?? [];

  const revoke = useMutation({
    mutationFn: (invitation: Invitation) => organizationCalls.revokeInvitation(invitation.id),
    onSuccess: async (_, invitation) => {
      await queryClient.invalidateQueries({ queryKey: organizationKeys.invitations(organizationId) });
      notify({ color: 'teal', title: t('organization.invitations.revoked'), message: invitation.email });
    },
    onError: (error) => notifyFailure(t, error),
  });

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="invitations-heading">
      <Title order={2} fz="h4" mb="sm" id="invitations-heading">
        {t('organization.invitations.heading')}
      </Title>
      {invitations.isSuccess && rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('organization.invitations.none')}
        </Text>
      ) : (
        <WideTable minWidth={420}>
          <Table verticalSpacing="xs" layout="fixed" data-testid="invitations-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('organization.invitations.email')}</Table.Th>
                <Table.Th w={90}>{t('organization.invitations.role')}</Table.Th>
                <Table.Th w={130}>{t('organization.invitations.expires')}</Table.Th>
                <Table.Th w={80}>
                  <VisuallyHidden>{t('account.common.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((invitation) => {
                const expired = new Date(invitation.expiresAt).getTime() < Date.now();
                return (
                  <Table.Tr key={invitation.id} data-testid="invitation-row">
                    <Table.Td>
                      <Text size="sm" truncate title={invitation.email}>
                        {invitation.email}
                      </Text>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <RoleBadge role={invitation.role} />
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {expired ? (
                        <Badge color="red" variant="light">
                          {t('organization.invitations.expired')}
                        </Badge>
                      ) : (
                        <Text size="sm" title={dateTime(invitation.expiresAt, user?.timezone)}>
                          {date(invitation.expiresAt, user?.timezone)}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        aria-label={t('organization.invitations.revokeOf', { email: invitation.email })}
                        loading={revoke.isPending && revoke.variables?.id === invitation.id}
                        onClick={() => revoke.mutate(invitation)}
                      >
                        {t('organization.invitations.revoke')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </WideTable>
      )}
    </Paper>
  );
}
