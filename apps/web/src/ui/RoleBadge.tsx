import { Badge } from '@mantine/core';
import type { MemberRole } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';

const colors: Record<MemberRole, string> = { owner: 'violet', admin: 'blue', editor: 'teal', viewer: 'gray' };

/** A member role, translated. */
export function RoleBadge({ role }: { role: MemberRole }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={colors[role]} data-testid="role-badge">
      {t(`account.roles.${role}`)}
    </Badge>
  );
}
