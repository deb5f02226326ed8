import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../../lib/account-error.ts';
import type { Member } from '../../lib/api/types.ts';
import { notify } from '../../lib/notify.ts';
import { organizationCalls } from './organization-calls.ts';
import { organizationKeys } from './organization-keys.ts';

/** Asks before removing a member from the organization. */
export function RemoveMemberModal({
  member,
  organizationId,
  onClose,
}: {
  member: Member | undefined;
  organizationId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Keeps the text while the modal fades out.
  const [shown, setShown] = useState(member);
  if (member && member !== shown) setShown(member);
  const remove = useMutation({
    mutationFn: (removed: Member) => organizationCalls.removeMember(removed.id),
    onSuccess: async (_, removed) => {
      await queryClient.invalidateQueries({ queryKey: organizationKeys.members(organizationId) });
      notify({ color: 'teal', title: t('organization.members.removed'), message: removed.user?.email ?? '' });
      onClose();
    },
    onError: (error) => notifyFailure(t, error),
  });
  return (
    <Modal opened={Boolean(member)} onClose={onClose} title={t('organization.members.removeTitle')} centered>
      <Stack gap="lg">
        <Text size="sm">
          {t('organization.members.removeText', {
            name: shown?.user?.username ?? '',
            email: shown?.user?.email ?? '',
          })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('account.common.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => member && remove.mutate(member)}
            data-testid="confirm-remove-member"
          >
            {t('organization.members.remove')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
