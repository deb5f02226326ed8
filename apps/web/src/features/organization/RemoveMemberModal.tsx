import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../../lib/account-error.ts';
import type { Member } from '../../lib/api/types.ts';
import { notify } from '../../lib/notify.ts';
import { organizationCalls } from './organization-calls.ts';

/** Asks before removing a member from the organization. */
export function RemoveMemberModal({
  member,
  onClose,
  queryKey,
}: {
  member: Member | undefined;
  onClose: () => void;
  queryKey: unknown[];
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  // Keeps the text while the modal fades out.
  const [shown, setShown] = useState(member);
  if (member && member !== shown) setShown(member);
  const remove = async () => {
    if (!member) return;
    setBusy(true);
    try {
      await organizationCalls.removeMember(member.id);
      await queryClient.invalidateQueries({ queryKey });
      notify({ color: 'teal', title: t('account.members.removed'), message: member.user?.email ?? '' });
      onClose();
    } catch (error) {
      notifyFailure(t, error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={Boolean(member)} onClose={onClose} title={t('account.members.removeTitle')} centered>
      <Stack gap="lg">
        <Text size="sm">
          {t('account.members.removeText', {
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
            loading={busy}
            onClick={() => void remove()}
            data-testid="confirm-remove-member"
          >
            {t('account.members.remove')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
