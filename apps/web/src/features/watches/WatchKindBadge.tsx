import { Badge } from '@mantine/core';
import type { WatchKind } from '@sightline/contracts';
import { IconAt, IconLink, IconTag, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const icons = { domain: IconWorld, url: IconLink, keyword: IconAt, brand: IconTag } as const;
const colors = { domain: 'indigo', url: 'cyan', keyword: 'grape', brand: 'violet' } as const;

/** What a watch follows (domain, page, keyword, brand), with one icon and colour per kind on every watch screen. */
export function WatchKindBadge({ kind, size = 'sm' }: { kind: WatchKind; size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation();
  const Icon = icons[kind];
  return (
    <Badge
      size={size}
      variant="light"
      color={colors[kind]}
      tt="none"
      leftSection={<Icon size={12} aria-hidden />}
      title={t(`watches.kindHints.${kind}`)}
      data-testid="watch-kind"
      data-kind={kind}
      style={{ flex: 'none', minWidth: 'max-content' }}
    >
      {t(`watches.kinds.${kind}`)}
    </Badge>
  );
}
