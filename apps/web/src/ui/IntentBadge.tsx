import { Badge } from '@mantine/core';
import { intents } from '@sightline/contracts/constants';

type Intent = (typeof intents)[number];

import { useTranslation } from 'react-i18next';

/** A prompt's intent (informational, commercial, …), or "not classified" before analysis. */
export function IntentBadge({ intent }: { intent: string | null }) {
  const { t } = useTranslation();
  const known = (intents as readonly string[]).includes(intent ?? '') ? (intent as Intent) : null;
  return (
    <Badge size="sm" variant={known ? 'light' : 'outline'} color={known ? 'indigo' : 'gray'}>
      {known ? t(`projects.intents.${known}`) : t('projects.intents.none')}
    </Badge>
  );
}
