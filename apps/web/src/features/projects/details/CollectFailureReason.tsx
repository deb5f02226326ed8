import { Box, Stack, Text } from '@mantine/core';
import type { CollectFailure } from '@sightline/contracts';
import { engineErrorKinds } from '@sightline/contracts/constants';
import { useTranslation } from 'react-i18next';
import { count } from '../../../lib/format.ts';
import { EngineLabel } from '../../../ui/EngineLabel.tsx';

type KnownKind = (typeof engineErrorKinds)[number] | 'internal';

const kindOf = (errorKind: string | null): KnownKind =>
  errorKind === 'internal' || (engineErrorKinds as readonly string[]).includes(errorKind ?? '')
    ? (errorKind as KnownKind)
    : 'unknown';

/** One failure of a collect: the engine's name and what went wrong ("ChatGPT: API key missing or refused (3 runs)"). */
export function CollectFailureReason({
  failure,
  withCount = false,
}: {
  failure: CollectFailure;
  withCount?: boolean;
}) {
  const { t } = useTranslation();
  const kind = t(`runErrorKind.${kindOf(failure.errorKind)}`);
  // The engine's label flows inline with the reason, so a long reason wraps as text instead of below the name.
  return (
    <Box data-testid="collect-failure-reason" data-engine={failure.engine}>
      <span style={{ display: 'inline-flex', verticalAlign: 'bottom' }}>
        <EngineLabel engine={failure.engine} />
      </span>
      <Text span size="sm">
        {`: ${withCount ? t('projects.collect.bannerReason', { kind, n: count(failure.runs) }) : kind}`}
      </Text>
    </Box>
  );
}

/** A collect's failures, most common first (at most `max`). */
export function CollectFailureList({
  failures,
  max = 8,
  withCount = false,
}: {
  failures: readonly CollectFailure[];
  max?: number;
  withCount?: boolean;
}) {
  if (failures.length === 0) return null;
  return (
    <Stack gap={2}>
      {failures.slice(0, max).map((failure) => (
        <CollectFailureReason
          key={`${failure.engine}:${failure.errorKind}`}
          failure={failure}
          withCount={withCount}
        />
      ))}
    </Stack>
  );
}
