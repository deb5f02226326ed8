import { Select } from '@mantine/core';
import { canAssignRole, type MemberRole, rolesByPower } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';

/** The roles `actorRole` may give, as a compact select (the table's "role" column labels it visually). */
export function MemberRoleSelect({
  label,
  actorRole,
  value,
  onChange,
}: {
  label: string;
  actorRole: MemberRole;
  value: MemberRole;
  onChange: (role: MemberRole) => void;
}) {
  const { t } = useTranslation();
  const options = rolesByPower
    .filter((role) => canAssignRole(actorRole, role))
    .map((role) => ({ value: role, label: t(`account.roles.${role}`) }));
  return (
    <Select
      aria-label={label}
      data={options}
      value={value}
      onChange={(role) => {
        if (role && role !== value) onChange(role as MemberRole);
      }}
      allowDeselect={false}
      size="xs"
      w={140}
      data-testid="member-role-select"
    />
  );
}
