import { Button, Tooltip } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { dayjs } from '../../lib/dates.ts';
import { notify } from '../../lib/notify.ts';
import { csvFilename, downloadCsv, toCsv } from './csv.ts';
import type { TableColumn } from './table-types.ts';

/** "Export CSV" of what a table shows: its visible columns with their header labels and raw values. */
export function ExportCsvButton<T>({
  columns,
  rows,
  filename,
  disabled,
}: {
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  filename: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const exportCsv = () =>
    toCsv(columns, rows)
      .then((csv) => downloadCsv(csvFilename(filename, dayjs().tz().format('YYYY-MM-DD')), csv))
      .catch((error: unknown) =>
        notify({
          title: t('table.exportCsv'),
          message: String((error as Error)?.message ?? error),
          color: 'red',
        }),
      );
  return (
    <Tooltip label={t('table.exportHint')} multiline w={260} withArrow>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconDownload size={14} />}
        disabled={disabled || rows.length === 0}
        // Never squeezed by a long title beside it on a narrow toolbar.
        style={{ flex: 'none' }}
        onClick={() => void exportCsv()}
        data-testid="table-export"
      >
        {t('table.exportCsv')}
      </Button>
    </Tooltip>
  );
}
