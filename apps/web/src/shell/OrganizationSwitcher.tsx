import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { selectionCalls } from '../lib/session/selection-calls.ts';
import { selectionKeys } from '../lib/session/selection-keys.ts';
import { sessionStore } from '../lib/session/session-store.ts';
import { useSession } from '../lib/session/use-session.ts';

/** Switches between the organizations the user is a member of. */
export function OrganizationSwitcher() {
  const { t } = useTranslation();
  const { user, selection } = useSession();
  const members = useQuery({
    queryKey: selectionKeys.members(user?.id),
    queryFn: () => selectionCalls.listMembers(user!.id),
    enabled: Boolean(user),
  });
  const options = (members.data ?? []).map((m) => ({
    value: String(m.id),
    label: m.sightline_organization?.name ?? `#${m.organizationId}`,
  }));
  return (
    <Select
      aria-label={t('frame.organization')}
      placeholder={t('frame.organization')}
      data={options}
      value={selection.member ? String(selection.member.id) : null}
      onChange={(value) => {
        const member = members.data?.find((m) => String(m.id) === value);
        if (member) void sessionStore.selectMember(member);
      }}
      allowDeselect={false}
      w={200}
      size="xs"
      data-testid="organization-switcher"
    />
  );
}
