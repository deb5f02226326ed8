import { Button, Tooltip } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIn } from '../../lib/dates.ts';
import { notify } from '../../lib/notify.ts';
import { useReportDetail } from '../report-detail/use-report-detail.ts';
import { csvFilename, downloadCsv, toCsv } from './csv.ts';
import type { TableColumn } from './table-types.ts';

/**
 * "Export CSV" of a table: its visible columns with their header labels and raw values, of the rows shown, or of every
 * row when the table can load them (a table paged by the server). It follows the user's report detail: the simple
 * view's file has no n, interval bounds or p-values.
 */
export function ExportCsvButton<T>({
  columns,
  rows,
  loadRows,
  filename,
  disabled,
}: {
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  /** Every row of the table, not only the page shown. */
  loadRows?: (() => Promise<readonly T[]>) | undefined;
  filename: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [loading, setLoading] = useState(false);
  const detail = useReportDetail();
  const exportCsv = () => {
    setLoading(true);
    return (loadRows ? loadRows() : Promise.resolve(rows))
      .then((all) => toCsv(columns, all, detail))
      .then((csv) => downloadCsv(csvFilename(filename, todayIn()), csv))
      .catch((error: unknown) =>
        notify({
          title: t('table.exportCsv'),
          message: String((error as Error)?.message ?? error),
          color: 'red',
        }),
      )
      .finally(() => setLoading(false));
  };
  return (
    <Tooltip label={t('table.exportHint')} multiline w={260} withArrow>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconDownload size={14} />}
        disabled={disabled || rows.length === 0}
        loading={loading}
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
