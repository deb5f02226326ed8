import { Badge } from '@mantine/core';
import type { OptimisationKind } from '@sightline/contracts';
import {
  IconFileText,
  IconMessageQuestion,
  IconRobot,
  IconTrendingDown,
  IconWorldWww,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One colour and icon per kind of recommendation, the same in the summary, the filter and the cards. */
export const kindColors: Record<OptimisationKind, string> = {
  prompt_gap: 'grape',
  outreach_domain: 'blue',
  content_type: 'teal',
  owned_page_drop: 'red',
  engine_gap: 'cyan',
};

export function KindIcon({ kind, size = 14 }: { kind: OptimisationKind; size?: number }): ReactNode {
  switch (kind) {
    case 'prompt_gap':
      return <IconMessageQuestion size={size} />;
    case 'outreach_domain':
      return <IconWorldWww size={size} />;
    case 'content_type':
      return <IconFileText size={size} />;
    case 'owned_page_drop':
      return <IconTrendingDown size={size} />;
    case 'engine_gap':
      return <IconRobot size={size} />;
  }
}

/** The kind of a recommendation, named in the interface language. */
export function KindBadge({ kind }: { kind: OptimisationKind }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color={kindColors[kind]}
      leftSection={<KindIcon kind={kind} size={12} />}
      tt="none"
      data-testid="recommendation-kind"
      data-kind={kind}
    >
      {t(`optimisation.kinds.${kind}`)}
    </Badge>
  );
}
