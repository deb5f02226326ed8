import { Badge, Button, DataList, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { timezoneLabel } from '../../lib/timezone-options.ts';
import { UserAvatar } from '../../ui/UserAvatar.tsx';
import { registerAccountStrings } from './account-strings.ts';
import { MyOrganizations } from './MyOrganizations.tsx';

registerAccountStrings(i18n);

/** `/profile`: the signed-in user, their settings and the organizations they belong to. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  const locale = user.locale === 'en' || user.locale === 'ko' ? t(`locale.${user.locale}`) : user.locale;
  return (
    <Stack gap="lg" data-testid="profile-page">
      <Group justify="space-between" align="flex-end">
        <Title order={1} fz="h2">
          {t('routes.profile')}
        </Title>
        <Button component={Link} to="/profile/edit" leftSection={<IconPencil size={16} />} variant="light">
          {t('account.profile.edit')}
        </Button>
      </Group>
      <Paper withBorder radius="md" p="lg">
        <Group gap="lg" align="flex-start" wrap="nowrap">
          <UserAvatar user={user} size={88} />
          <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
            <Group gap="xs">
              <Title order={2} fz="h3" data-testid="profile-username">
                {user.username}
              </Title>
              {user.isDeveloper && (
                <Badge variant="light" color="grape">
                  {t('account.profile.developer')}
                </Badge>
              )}
            </Group>
            <DataList labelWidth={140} withDivider>
              <DataList.Item>
                <DataList.ItemLabel>{t('account.profile.email')}</DataList.ItemLabel>
                <DataList.ItemValue data-testid="profile-email">{user.email}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{t('account.profile.locale')}</DataList.ItemLabel>
                <DataList.ItemValue data-testid="profile-locale">{locale}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{t('account.profile.timezone')}</DataList.ItemLabel>
                <DataList.ItemValue data-testid="profile-timezone">
                  <Text span size="sm">
                    {timezoneLabel(user.timezone)}
                  </Text>
                </DataList.ItemValue>
              </DataList.Item>
            </DataList>
          </Stack>
        </Group>
      </Paper>
      <MyOrganizations userId={user.id} />
    </Stack>
  );
}
