import { Menu, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { type Locale, locales } from '@sightline/contracts';
import { reportDetails } from '@sightline/contracts/constants';
import { IconChartBar, IconCheck, IconLanguage, IconLogout, IconUser } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../lib/i18n/i18n.ts';
import { saveLocale } from '../lib/session/session-calls.ts';
import { sessionStore } from '../lib/session/session-store.ts';
import { useSession } from '../lib/session/use-session.ts';
import { useReportDetail } from '../ui/report-detail/use-report-detail.ts';
import { useSaveReportDetail } from '../ui/report-detail/use-save-report-detail.ts';
import { UserAvatar } from '../ui/UserAvatar.tsx';

/** Avatar with initials (at most two words) and the account menu: profile, language, detailed/simple view, sign out. */
export function AccountMenu() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const detail = useReportDetail();
  const saveDetail = useSaveReportDetail();
  if (!user) return null;
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton data-testid="account-menu">
          {/* The initials are decoration: the button is named by the hidden label (no name that hides its text). */}
          <VisuallyHidden>{t('frame.account')}</VisuallyHidden>
          <span aria-hidden style={{ display: 'inline-flex' }}>
            <UserAvatar user={user} size={34} />
          </span>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item leftSection={<IconUser size={16} />} onClick={() => void navigate({ to: '/profile' })}>
          {t('frame.profile')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>
          <IconLanguage size={12} /> {t('locale.label')}
        </Menu.Label>
        {locales.map((locale) => (
          <Menu.Item
            key={locale}
            rightSection={currentLocale() === locale ? <IconCheck size={14} /> : null}
            onClick={() => {
              void i18n.changeLanguage(locale as Locale);
              void saveLocale(user.id, locale).then(() => sessionStore.refreshUser());
            }}
          >
            {t(`locale.${locale}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Label>
          <IconChartBar size={12} /> {t('reportDetail.label')}
        </Menu.Label>
        {reportDetails.map((value) => (
          <Menu.Item
            key={value}
            rightSection={detail === value ? <IconCheck size={14} /> : null}
            onClick={() => saveDetail.mutate(value)}
            data-testid={`account-report-detail-${value}`}
          >
            {t(`reportDetail.${value}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={() => {
            sessionStore.signOut();
            void navigate({ to: '/auth/signin' });
          }}
        >
          {t('frame.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
