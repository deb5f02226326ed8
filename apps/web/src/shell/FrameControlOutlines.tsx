import { Box, InputBase, Text, ThemeIcon } from '@mantine/core';
import { IconBell, IconChevronDown, IconSelector } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../lib/session/use-session.ts';
import { UserAvatar } from '../ui/UserAvatar.tsx';

// What the frame's controls look like while their chunk loads (shell/lazy-frame-controls.ts): the same sizes and the
// same text, hidden from assistive technology and out of the tab order, so nothing moves or is announced twice when
// the controls take their place.

/** The organization picker's outline: the selected organization's name. */
export function OrganizationOutline() {
  const { t } = useTranslation();
  const member = useSession().selection.member;
  return (
    <SelectOutline
      width={200}
      text={member?.sightline_organization?.name ?? t('frame.organization')}
      testId="organization-switcher-loading"
    />
  );
}

/** The workspace picker's outline: the selected workspace's name. */
export function WorkspaceOutline() {
  const { t } = useTranslation();
  const workspace = useSession().selection.workspace;
  return (
    <SelectOutline
      width={180}
      text={workspace?.name ?? t('frame.workspace')}
      testId="workspace-picker-loading"
    />
  );
}

function SelectOutline({ width, text, testId }: { width: number; text: string; testId: string }) {
  return (
    <InputBase
      component="div"
      size="xs"
      w={width}
      aria-hidden
      rightSection={<IconSelector size={14} />}
      rightSectionPointerEvents="none"
      data-testid={testId}
    >
      <Text size="xs" truncate lh="28px">
        {text}
      </Text>
    </InputBase>
  );
}

/** The project switcher's outline: the selected project's name on the same light button. */
export function ProjectOutline() {
  const { t } = useTranslation();
  const project = useSession().selection.project;
  return (
    <Box
      aria-hidden
      data-testid="project-switcher-loading"
      px="md"
      h={36}
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 8,
        borderRadius: 'var(--mantine-radius-default)',
        background: 'var(--mantine-primary-color-light)',
        color: 'var(--mantine-primary-color-light-color)',
      }}
    >
      <Text truncate size="sm" fw={600}>
        {project?.name ?? t('frame.noProject')}
      </Text>
      <IconChevronDown size={14} style={{ flex: 'none' }} />
    </Box>
  );
}

/** The notification bell's outline (its unread count comes with the control). */
export function NotificationOutline() {
  return (
    <ThemeIcon variant="transparent" color="gray" size={28} aria-hidden data-testid="notifications-loading">
      <IconBell size={18} />
    </ThemeIcon>
  );
}

/** The account button's outline: the same avatar. */
export function AccountOutline() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <span aria-hidden style={{ display: 'inline-flex' }} data-testid="account-menu-loading">
      <UserAvatar user={user} size={34} />
    </span>
  );
}
