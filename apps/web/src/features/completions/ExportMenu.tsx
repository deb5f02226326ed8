import { Button, Group, Menu, Progress, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { RangedReportFilter } from '@sightline/contracts';
import { IconDownload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { count } from '../../lib/format.ts';
import { downloadBlob } from '../../ui/data-table/csv.ts';
import { completionCalls, type ExportFormat } from './completion-calls.ts';

/**
 * Export of every answer of the filters (not only those loaded): CSV or JSON lines streamed from the server, the rows
 * received shown while it runs, cancellable; the file downloads when complete.
 */
export function ExportMenu({
  projectDocumentId,
  filter,
  own,
}: {
  projectDocumentId: string;
  filter: RangedReportFilter;
  own: Record<string, string | undefined>;
}) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);

  const start = async (format: ExportFormat) => {
    const controller = new AbortController();
    abort.current = controller;
    setRows(0);
    try {
      const file = await completionCalls.export(
        projectDocumentId,
        filter,
        own,
        format,
        setRows,
        controller.signal,
      );
      downloadBlob(file.filename, file.blob);
      notifications.show({
        color: 'teal',
        message: t('completions.exported', { rows: count(file.rows), file: file.filename }),
      });
    } catch (error) {
      if (!controller.signal.aborted) {
        notifications.show({
          color: 'red',
          message: t('completions.exportFailed', { message: (error as Error).message }),
        });
      }
    } finally {
      abort.current = null;
      setRows(null);
    }
  };

  if (rows !== null) {
    return (
      <Group gap="xs" wrap="nowrap" data-testid="completion-export-progress">
        <Progress value={100} animated striped w={120} aria-hidden />
        <Text size="sm" c="dimmed">
          {t('completions.exporting', { rows: count(rows) })}
        </Text>
        <Button size="xs" variant="subtle" onClick={() => abort.current?.abort()}>
          {t('completions.cancel')}
        </Button>
      </Group>
    );
  }
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={16} />} data-testid="completion-export">
          {t('completions.export')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void start('csv')} data-testid="completion-export-csv">
          {t('completions.exportCsv')}
        </Menu.Item>
        <Menu.Item onClick={() => void start('jsonl')} data-testid="completion-export-jsonl">
          {t('completions.exportJsonl')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
