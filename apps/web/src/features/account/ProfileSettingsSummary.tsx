import { Button, DataList, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconKey, IconUser } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { timezoneLabel } from '../../lib/timezone-options.ts';
import { UserAvatar } from '../../ui/UserAvatar.tsx';
import { registerAccountStrings } from './account-strings.ts';

registerAccountStrings(i18n);

function SummaryCard({
  icon,
  title,
  text,
  hash,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  hash: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm" h="100%">
        <Group gap="xs">
          {icon}
          <Title order={2} fz="h4">
            {title}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
        {children}
        <Group mt="auto">
          <Button
            component={Link}
            to="/profile/edit/general"
            hash={hash}
            variant="light"
            size="sm"
            aria-label={`${t('account.edit.open')}: ${title}`}
          >
            {t('account.edit.open')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** `/profile/edit` (index): the current settings with links to change them. */
export function ProfileSettingsSummary() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  const locale = user.locale === 'en' || user.locale === 'ko' ? t(`locale.${user.locale}`) : user.locale;
  return (
    <Stack gap="md" data-testid="profile-settings-summary">
      <Text c="dimmed">{t('account.edit.summaryText')}</Text>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <SummaryCard
          icon={<IconUser size={20} />}
          title={t('account.edit.generalTitle')}
          text={t('account.edit.generalText')}
          hash="general"
        >
          <Group gap="sm" wrap="nowrap">
            <UserAvatar user={user} size="lg" />
            <DataList size="sm" labelWidth={110}>
              <DataList.Item>
                <DataList.ItemLabel>{t('account.general.username')}</DataList.ItemLabel>
                <DataList.ItemValue>{user.username}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{t('account.general.language')}</DataList.ItemLabel>
                <DataList.ItemValue>{locale}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{t('account.general.timezone')}</DataList.ItemLabel>
                <DataList.ItemValue>{timezoneLabel(user.timezone)}</DataList.ItemValue>
              </DataList.Item>
            </DataList>
          </Group>
        </SummaryCard>
        <SummaryCard
          icon={<IconKey size={20} />}
          title={t('account.edit.passwordTitle')}
          text={t('account.edit.passwordText')}
          hash="password"
        >
          <Text size="sm">{user.email}</Text>
        </SummaryCard>
      </SimpleGrid>
    </Stack>
  );
}
