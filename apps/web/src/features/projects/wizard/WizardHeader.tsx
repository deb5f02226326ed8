import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/**
 * The wizard's title, workspace and cancel link, with what stops it: no workspace, a role that may not create
 * projects, or a create call the server refused (`failures`: messages that belong to no field).
 */
export function WizardHeader({
  workspaceName,
  allowed,
  failures,
}: {
  workspaceName: string | undefined;
  allowed: boolean;
  failures: string[] | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Title order={1} fz="h2">
            {t('projects.wizard.title')}
          </Title>
          {workspaceName && (
            <Text c="dimmed" size="sm">
              {t('projects.wizard.subtitle', { workspace: workspaceName })}
            </Text>
          )}
        </Stack>
        <Anchor component={Link} to="/" size="sm">
          {t('projects.wizard.cancel')}
        </Anchor>
      </Group>
      {!workspaceName && (
        <Alert color="yellow" mt="md">
          {t('projects.wizard.noWorkspace')}
        </Alert>
      )}
      {workspaceName && !allowed && (
        <Alert color="yellow" mt="md" data-testid="wizard-no-permission">
          {t('projects.wizard.noPermission')}
        </Alert>
      )}
      {failures && (
        <Alert
          color="red"
          mt="md"
          role="alert"
          data-testid="wizard-errors"
          title={t('projects.wizard.fixErrors')}
        >
          {failures.map((message) => (
            <Text key={message} size="sm">
              {message}
            </Text>
          ))}
        </Alert>
      )}
    </>
  );
}
