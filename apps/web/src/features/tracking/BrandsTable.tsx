import { Badge, Progress, Stack, Table, Text } from '@mantine/core';
import type { TrackingReport } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { interval, percent } from '../../lib/format.ts';

/** Every tracked brand with the metrics of DESIGN.md §4, the own brand first; n and the 95 % interval shown. */
export function BrandsTable({ report }: { report: TrackingReport }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover data-testid="tracking-brands">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('tracking.brand')}</Table.Th>
            <Table.Th title={t('tracking.visibilityHint')}>{t('tracking.visibility')}</Table.Th>
            <Table.Th title={t('tracking.shareOfVoiceHint')}>{t('tracking.shareOfVoice')}</Table.Th>
            <Table.Th title={t('tracking.positionHint')}>{t('tracking.position')}</Table.Th>
            <Table.Th title={t('tracking.top1Hint')}>{t('tracking.top1')}</Table.Th>
            <Table.Th title={t('tracking.sentimentHint')}>{t('tracking.sentiment')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.brands.map((brand) => (
            <Table.Tr key={brand.key} data-testid="tracking-brand-row">
              <Table.Td>
                <Text size="sm" fw={brand.own ? 700 : 400}>
                  {brand.name}{' '}
                  {brand.own && (
                    <Badge size="xs" variant="light">
                      {t('tracking.ownBrand')}
                    </Badge>
                  )}
                </Text>
              </Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  <Text size="sm" fw={600} data-testid="tracking-visibility">
                    {percent(brand.visibility.value)}
                  </Text>
                  <Progress value={(brand.visibility.value ?? 0) * 100} size="xs" />
                  <Text size="xs" c="dimmed">
                    {t('tracking.ofAnswers', {
                      mentioning: brand.visibility.mentioning,
                      n: brand.visibility.n,
                    })}{' '}
                    {interval(brand.visibility.low, brand.visibility.high)}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>{percent(brand.shareOfVoice)}</Table.Td>
              <Table.Td>{brand.averagePosition === null ? '–' : brand.averagePosition.toFixed(2)}</Table.Td>
              <Table.Td>{percent(brand.top1Rate)}</Table.Td>
              <Table.Td>{brand.sentiment.score === null ? '–' : brand.sentiment.score.toFixed(1)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
