import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { RangedReportFilter } from '@sightline/contracts';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { downloadBlob } from '../../ui/data-table/csv.ts';
import { optimisationCalls } from './optimisation-calls.ts';

/** The report's CSV export (the same filters, one row per recommendation) and the browser's print dialog. */
export function OptimisationActions({
  projectDocumentId,
  filter,
  disabled,
}: {
  projectDocumentId: string;
  filter: RangedReportFilter;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const exportCsv = useMutation({
    mutationFn: () => optimisationCalls.export(projectDocumentId, filter),
    onSuccess: (file) => {
      downloadBlob(file.filename, file.blob);
      notifications.show({ color: 'teal', message: t('optimisation.exported', { file: file.filename }) });
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        message: t('optimisation.exportFailed', { message: error.message }),
      }),
  });
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        variant="default"
        leftSection={<IconDownload size={16} />}
        loading={exportCsv.isPending}
        disabled={disabled}
        onClick={() => exportCsv.mutate()}
        data-testid="optimisation-export"
      >
        {t('optimisation.exportCsv')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconPrinter size={16} />}
        disabled={disabled}
        onClick={() => window.print()}
        data-testid="optimisation-print"
      >
        {t('optimisation.print')}
      </Button>
    </Group>
  );
}
