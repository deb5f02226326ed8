import { ActionIcon, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { readableUrl } from '../../lib/format.ts';
import { useReportSearch } from '../../ui/filter-bar/use-filters.ts';
import { AnchorLink } from '../../ui/RouterLinks.tsx';

/** A domain as a link to its screen, or, on a prompt's source screens, to the domain for that prompt. */
export function DomainLink({
  domain,
  promptDocumentId,
  children,
}: {
  domain: string;
  promptDocumentId?: string | undefined;
  children?: ReactNode;
}) {
  // The report filters of the screen linked from; the table's own text, types and tab stay behind.
  const search = useReportSearch();
  const text = children ?? domain;
  return promptDocumentId ? (
    <AnchorLink
      to="/prompts/$documentId/sources/$domain"
      params={{ documentId: promptDocumentId, domain }}
      search={search}
      size="sm"
      data-testid="source-domain-link"
    >
      {text}
    </AnchorLink>
  ) : (
    <AnchorLink
      to="/projects/sources/$domain"
      params={{ domain }}
      search={search}
      size="sm"
      data-testid="source-domain-link"
    >
      {text}
    </AnchorLink>
  );
}

/** A page as a link to its screen (by its address), with a button opening the page itself in a new tab. */
export function PageLink({ url, title }: { url: string; title: string | null }) {
  const { t } = useTranslation();
  const search = useReportSearch();
  return (
    <Text size="sm" lineClamp={2} component="span">
      <AnchorLink
        to="/projects/sources/urls/$url"
        params={{ url }}
        search={search}
        size="sm"
        data-testid="source-page-link"
      >
        {title || readableUrl(url)}
      </AnchorLink>{' '}
      <ActionIcon
        component="a"
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        variant="subtle"
        size="xs"
        aria-label={t('sourceDetail.openPage')}
        title={t('sourceDetail.openPage')}
        style={{ verticalAlign: 'middle' }}
      >
        <IconExternalLink size={12} />
      </ActionIcon>
    </Text>
  );
}
