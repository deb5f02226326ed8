import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WatchRange } from './watch-calls.ts';
import { simulatedInRangeQuery } from './watch-queries.ts';

/** The label of simulated data above a watch screen's numbers, when the range holds answers of the simulator. */
export function WatchesSimulatedNotice({
  projectDocumentId,
  range,
}: {
  projectDocumentId: string;
  range: WatchRange;
}) {
  const { t } = useTranslation();
  const simulated = useQuery(simulatedInRangeQuery(projectDocumentId, range));
  if (!simulated.data) return null;
  return (
    <Alert color="orange" variant="light" data-testid="watches-simulated">
      {t('watches.simulated')}
    </Alert>
  );
}
