import { Paper, Table, Text, Title } from '@mantine/core';
import type { ChatAspect } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { WideTable } from '../../ui/data-table/WideTable.tsx';
import { ownBrandKey } from '../../ui/use-brand-colors.ts';
import { BrandName } from './BrandName.tsx';
import classes from './ChatTables.module.css';
import { SentimentBadge } from './SentimentBadge.tsx';

/** What the answer says about each evaluation item of the project, per brand, and in what tone. */
export function ChatAspects({
  aspects,
  colorOf,
}: {
  aspects: readonly ChatAspect[];
  colorOf: (brandKey: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} fz="h4" mb="sm">
        {t('chats.aspects')}
      </Title>
      {aspects.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('chats.noAspects')}
        </Text>
      ) : (
        <WideTable minWidth={420}>
          <Table verticalSpacing="xs" data-testid="chat-aspects">
            <Table.Thead>
              <Table.Tr>
                <Table.Th className={classes.sticky}>{t('chats.aspectItem')}</Table.Th>
                <Table.Th>{t('chats.brand')}</Table.Th>
                <Table.Th>{t('chats.sentiment')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {aspects.map((a) => (
                <Table.Tr key={`${a.itemKey}:${a.brandKey}`}>
                  <Table.Td className={classes.sticky}>{a.itemName}</Table.Td>
                  <Table.Td>
                    <BrandName
                      name={a.brandName}
                      color={colorOf(a.brandKey)}
                      own={a.brandKey === ownBrandKey}
                    />
                  </Table.Td>
                  <Table.Td>
                    <SentimentBadge sentiment={a.sentiment} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </WideTable>
      )}
    </Paper>
  );
}
