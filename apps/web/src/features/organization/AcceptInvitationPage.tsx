import { Alert, Button, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountErrorMessage } from '../../lib/account-error.ts';
import { ApiError } from '../../lib/api/api-error.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { notify } from '../../lib/notify.ts';
import { sessionStore } from '../../lib/session/session-store.ts';
import { useRefreshPickers } from '../../lib/session/use-refresh-pickers.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { organizationCalls } from './organization-calls.ts';
import { registerOrganizationStrings } from './organization-strings.ts';

registerOrganizationStrings(i18n);

function acceptErrorMessage(t: TFunction, error: unknown, email: string): string {
  if (error instanceof ApiError && error.status === 400) {
    return error.name === 'ApplicationError' && /another e-mail/i.test(error.message)
      ? t('organization.accept.otherEmail', { email })
      : t('account.accept.invalid');
  }
  return accountErrorMessage(t, error);
}

/** `/invitations/accept?token=…`: joins the organization of the invitation and switches to it. */
export function AcceptInvitationPage({ token }: { token: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const refreshPickers = useRefreshPickers();
  const [error, setError] = useState<string | undefined>(
    token ? undefined : t('organization.accept.noToken'),
  );

  const accept = useMutation({
    mutationFn: async (invitationToken: string) => {
      const member = await organizationCalls.acceptInvitation(invitationToken);
      await sessionStore.selectMember(member);
      await refreshPickers();
      notify({
        color: 'teal',
        title: t('organization.accept.accepted'),
        message: t('organization.accept.acceptedText', {
          organization: member.sightline_organization?.name ?? '',
        }),
      });
      await navigate({ to: '/' });
    },
    onMutate: () => setError(undefined),
    onError: (e) => setError(acceptErrorMessage(t, e, user?.email ?? '')),
  });

  return (
    <Center py="xl">
      <Paper withBorder radius="md" p="xl" w="100%" maw={560} data-testid="accept-invitation">
        <Stack gap="md">
          <Group gap="sm">
            <ThemeIcon size={40} radius="xl" variant="light">
              <IconMailCheck size={22} />
            </ThemeIcon>
            <Title order={1} fz="h3">
              {t('organization.accept.heading')}
            </Title>
          </Group>
          <Text>{t('organization.accept.text')}</Text>
          {user && (
            <Text size="sm" c="dimmed">
              {t('organization.accept.signedInAs', { email: user.email })}
            </Text>
          )}
          {error && (
            <Alert color="red" role="alert" icon={<IconAlertCircle size={18} />} data-testid="accept-error">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button component={Link} to="/" variant="default">
              {t('organization.accept.home')}
            </Button>
            <Button
              onClick={() => token && accept.mutate(token)}
              loading={accept.isPending}
              disabled={!token}
            >
              {t('organization.accept.submit')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
