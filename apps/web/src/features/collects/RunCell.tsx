import { Badge, Box, Group, Popover, Text, Tooltip, UnstyledButton } from '@mantine/core';
import type { CollectChat, CollectRun } from '@sightline/contracts';
import { IconAlertTriangle, IconCheck, IconClock, IconLoader2, IconX } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { count, money } from '../../lib/format.ts';
import { AnchorLink } from '../../ui/RouterLinks.tsx';
import { runStatusColor } from './collect-status.ts';
import { RunDetails, useErrorKindLabel } from './RunDetails.tsx';

const icons = {
  succeeded: IconCheck,
  failed: IconX,
  running: IconLoader2,
  queued: IconClock,
} as const;

function cellStyle(color: string): CSSProperties {
  return {
    display: 'block',
    width: '100%',
    minWidth: 108,
    padding: '6px 8px',
    borderRadius: 'var(--mantine-radius-sm)',
    background: `var(--mantine-color-${color}-light)`,
    borderLeft: `3px solid var(--mantine-color-${color}-filled)`,
    color: 'var(--mantine-color-text)',
    textDecoration: 'none',
    textAlign: 'left',
  };
}

/**
 * One cell of the run grid, coloured by the run's status, with its attempts, cost and error kind. A cell with an
 * answer opens its chat (details on hover); one without opens its details on click, with the fix for a missing key.
 */
export function RunCell({
  documentId,
  run,
  chat,
  timezone,
  markSimulated,
}: {
  documentId: string;
  run: CollectRun | null;
  chat: CollectChat | undefined;
  timezone: string;
  /** Label a simulated answer in the cell (when the collect mixes simulated and real ones; else the collect says it). */
  markSimulated: boolean;
}) {
  const { t } = useTranslation();
  const kindLabel = useErrorKindLabel();
  if (!run)
    return (
      <Text size="xs" c="dimmed" ta="center" title={t('collects.noRun')}>
        –
      </Text>
    );
  const color = runStatusColor[run.status];
  const Icon = icons[run.status];
  const content: ReactNode = (
    <>
      <Group gap={4} wrap="nowrap">
        <Icon size={14} color={`var(--mantine-color-${color}-filled)`} aria-hidden />
        <Text size="xs" fw={600} component="span">
          {t(`collects.runStatus.${run.status}`)}
        </Text>
        {run.interrupted > 0 && (
          <Badge size="xs" color="orange" variant="filled" leftSection={<IconAlertTriangle size={10} />}>
            {count(run.interrupted)}
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed" component="div">
        {money(run.cost)} · {t('collects.attempts', { count: run.attempts })}
      </Text>
      {run.errorKind && (
        <Text size="xs" c="red" component="div" lineClamp={1}>
          {kindLabel(run.errorKind)}
        </Text>
      )}
      {markSimulated && chat?.simulated && (
        <Text size="10px" c="orange" component="div">
          {t('collects.simulatedRun')}
        </Text>
      )}
    </>
  );
  const dataProps = {
    'data-testid': 'run-cell',
    'data-status': run.status,
    'data-engine': run.engine,
    'data-sample': run.sampleIndex,
  };
  if (run.chatId) {
    return (
      <Tooltip
        label={<RunDetails run={run} chat={chat} timezone={timezone} />}
        multiline
        w={280}
        withArrow
        openDelay={200}
      >
        <AnchorLink
          to="/projects/$documentId/chats/$chatId"
          params={{ documentId, chatId: run.chatId }}
          underline="never"
          style={cellStyle(color)}
          {...dataProps}
        >
          {content}
        </AnchorLink>
      </Tooltip>
    );
  }
  return (
    <Popover width={300} withArrow shadow="md" position="bottom">
      <Popover.Target>
        <UnstyledButton style={cellStyle(color)} {...dataProps}>
          {content}
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Box>
          <RunDetails run={run} chat={chat} timezone={timezone} withLinks />
        </Box>
      </Popover.Dropdown>
    </Popover>
  );
}
