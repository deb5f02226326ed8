import { Stack, Tabs, Title } from '@mantine/core';
import { IconLayoutList, IconUserCog } from '@tabler/icons-react';
import { Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n/i18n.ts';
import { registerAccountStrings } from './account-strings.ts';

registerAccountStrings(i18n);

const tabs = [
  { value: 'index', to: '/profile/edit', icon: <IconLayoutList size={16} /> },
  { value: 'general', to: '/profile/edit/general', icon: <IconUserCog size={16} /> },
] as const;

/** `/profile/edit`: the settings tabs (summary, general) and the selected one below them. */
export function ProfileEditLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const current = pathname.replace(/\/$/, '').endsWith('/general') ? 'general' : 'index';
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {t('routes.editProfile')}
      </Title>
      <Tabs
        value={current}
        onChange={(value) => {
          const tab = tabs.find((x) => x.value === value);
          if (tab) void navigate({ to: tab.to });
        }}
      >
        <Tabs.List aria-label={t('account.edit.navigation')}>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value} leftSection={tab.icon}>
              {t(`account.edit.tabs.${tab.value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value} pt="md">
            {tab.value === current && <Outlet />}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
