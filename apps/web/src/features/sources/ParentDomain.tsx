import { Badge, CloseButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../ui/RouterLinks.tsx';

/**
 * A platform site's registrable domain beside it in the site table (naver.com under blog.naver.com): a link that
 * narrows the table to that domain's sites, keeping every other filter of the URL.
 */
export function ParentDomainLink({ domain }: { domain: string }) {
  const { t } = useTranslation();
  return (
    <AnchorLink
      to="."
      search={(prev: Record<string, unknown>) => ({ ...prev, parent: domain, page: undefined })}
      size="xs"
      c="dimmed"
      title={t('sources.parentShow', { domain })}
      data-testid="source-parent-link"
    >
      {domain}
    </AnchorLink>
  );
}

/** The parent-domain filter in force, with a button that lifts it. */
export function ParentDomainChip({ domain, onClear }: { domain: string; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      size="lg"
      tt="none"
      data-testid="sources-parent"
      rightSection={
        <CloseButton
          size="xs"
          onClick={onClear}
          aria-label={t('sources.parentClear', { domain })}
          data-testid="sources-parent-clear"
        />
      }
    >
      {t('sources.parent', { domain })}
    </Badge>
  );
}
