import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../ui/RouterLinks.tsx';

/**
 * The top of a project's sub-page (edit, owned media): its title and subtitle, the way back to the details, and a
 * notice when the member's role may not change anything here.
 */
export function ProjectSubpageHeader({
  documentId,
  title,
  subtitle,
  disabled,
}: {
  documentId: string;
  title: string;
  subtitle: string;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1} fz="h2">
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {subtitle}
          </Text>
        </Stack>
        <AnchorLink to="/projects/$documentId" params={{ documentId }} size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} />
            {t('projects.edit.backToDetails')}
          </Group>
        </AnchorLink>
      </Group>
      {disabled && <Alert color="yellow">{t('projects.edit.noPermission')}</Alert>}
    </>
  );
}
