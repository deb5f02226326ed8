import { Alert, Table, Text } from '@mantine/core';
import type { PromptImportError } from '@sightline/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { count } from '../../../lib/format.ts';

function shownValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (typeof value === 'number') return count(value);
  return String(value);
}

/** Every rejected line of an import with its number, why it was rejected and what it held; nothing was imported. */
export function PromptImportReport({ errors }: { errors: PromptImportError[] }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  // Shown after "Import" at the dialog's foot: brought into view, so the verdict is never below the fold.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, []);
  return (
    <Alert
      ref={ref}
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t('promptBulk.import.rejected', { count: errors.length })}
      styles={{ body: { minWidth: 0 } }}
      data-testid="prompt-import-report"
    >
      <Text size="sm" mb="xs">
        {t('promptBulk.import.rejectedText')}
      </Text>
      <Table.ScrollContainer minWidth={320} maxHeight={280}>
        <Table verticalSpacing={4} stickyHeader withRowBorders bg="var(--mantine-color-body)">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={64}>{t('promptBulk.import.line')}</Table.Th>
              <Table.Th>{t('promptBulk.import.reason')}</Table.Th>
              <Table.Th w="35%">{t('promptBulk.import.value')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {errors.map((error) => (
              <Table.Tr key={error.line} data-testid="prompt-import-rejected" data-line={error.line}>
                <Table.Td ff="monospace">{count(error.line)}</Table.Td>
                <Table.Td>
                  {t(`promptBulk.reasons.${error.reason}`, {
                    line: error.duplicateOf ?? 0,
                    value: typeof error.value === 'number' ? error.value : 0,
                  })}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed" lineClamp={2} style={{ wordBreak: 'break-all' }}>
                    {error.reason === 'tooManyFields' ? '' : shownValue(error.value)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Alert>
  );
}
