import { Badge, Box, Button, Checkbox, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { BulkPrompt } from '@sightline/contracts';
import { can } from '@sightline/contracts/permissions';
import { IconFileImport } from '@tabler/icons-react';
import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../lib/api/types.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { IntentBadge } from '../../../ui/IntentBadge.tsx';
import { lazyWhenOpened } from '../../../ui/lazy-when-opened.tsx';
import { AnchorLink } from '../../../ui/RouterLinks.tsx';
import { registerPromptBulkStrings } from '../prompts/prompt-bulk-strings.ts';
import { promptListCalls, promptListKeys } from '../prompts/prompt-list-calls.ts';
import { useProjectRefresh } from '../use-project.ts';
import { DetailsSection } from './DetailsSection.tsx';

registerPromptBulkStrings(i18n);

// The import dialog (and the CSV parser it previews with) loads when it is first opened.
// The bulk bar (its tag popovers, intent menu and delete modal) loads on idle and mounts on the first selection.
const PromptBulkBar = lazyWhenOpened(() =>
  import('../prompts/PromptBulkBar.tsx').then((m) => m.PromptBulkBar),
);
const PromptImportModal = lazy(() =>
  import('../prompts/PromptImportModal.tsx').then((m) => ({ default: m.PromptImportModal })),
);

/** The prompts the project's own query knows, with their tags unknown yet: shown while the tags load. */
function withoutTags(project: Project): BulkPrompt[] {
  return (project.queries ?? []).map(({ documentId, text, language, intent, intentSource, active }) => ({
    documentId,
    text,
    language,
    intent,
    intentSource,
    active,
    tags: [],
  }));
}

/**
 * The prompts: text, tags, language, intent and whether they are collected. Editors and above select prompts (one by
 * one or all shown) for the bulk bar, and import a CSV. A table from the `sm` breakpoint; on a phone each prompt is a
 * block with its text over its badges, so no column is hidden off-screen. The API pages the list (100 a page, up to
 * the project's 1,000 prompts; docs/features/prompts.md): the first page shows, "show more" adds the next.
 */
export function PromptsTable({ project }: { project: Project }) {
  const { t } = useTranslation();
  const documentId = project.documentId;
  const { member } = useSession().selection;
  const editable = Boolean(member && can(member.role, 'editContent'));
  const queryClient = useQueryClient();
  const refreshProject = useProjectRefresh(documentId);
  const list = useInfiniteQuery({
    queryKey: promptListKeys.project(documentId),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => promptListCalls.list(documentId, pageParam, signal),
    getNextPageParam: ({ meta }) =>
      meta.pagination.page < meta.pagination.pageCount ? meta.pagination.page + 1 : undefined,
    placeholderData: keepPreviousData,
  });
  const loaded = list.data?.pages.flatMap((page) => page.data);
  const prompts = loaded ?? withoutTags(project);
  const total = list.data?.pages.at(-1)?.meta.pagination.total ?? prompts.length;
  const tagsLoading = !list.data && list.isPending;
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [importing, setImporting] = useState(false);
  const selected = prompts.filter((p) => chosen.has(p.documentId));
  const allSelected = prompts.length > 0 && selected.length === prompts.length;

  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const toggleAll = () => setChosen(allSelected ? new Set() : new Set(prompts.map((p) => p.documentId)));
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: promptListKeys.project(documentId) }),
      refreshProject(),
    ]);

  const rowCheckbox = (prompt: BulkPrompt) =>
    editable && (
      <Checkbox
        aria-label={t('promptBulk.selectRow', { text: prompt.text })}
        checked={chosen.has(prompt.documentId)}
        onChange={() => toggle(prompt.documentId)}
        data-testid="prompt-select"
      />
    );
  const tagBadges = (prompt: BulkPrompt) =>
    tagsLoading ? (
      <Skeleton h={18} w={56} radius="xl" />
    ) : (
      prompt.tags.map((tag) => (
        <Badge key={tag} size="sm" variant="outline" color="grape" tt="none">
          {tag}
        </Badge>
      ))
    );
  const activeBadge = (prompt: BulkPrompt) => (
    <Badge size="sm" variant="light" color={prompt.active ? 'teal' : 'gray'}>
      {t(prompt.active ? 'projects.common.yes' : 'projects.common.no')}
    </Badge>
  );

  return (
    <DetailsSection
      title={t('projects.prompts.title')}
      count={total}
      testId="project-prompts"
      action={
        editable && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconFileImport size={16} />}
            onClick={() => setImporting(true)}
            data-testid="prompt-import-open"
          >
            {t('promptBulk.import.open')}
          </Button>
        )
      }
    >
      {list.isError && (
        <Group gap="xs" mb="xs">
          <Text size="sm" c="red">
            {t('promptBulk.loadFailed')}
          </Text>
          <Button size="compact-xs" variant="subtle" onClick={() => void list.refetch()}>
            {t('promptBulk.retry')}
          </Button>
        </Group>
      )}
      {prompts.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('projects.prompts.empty')}
        </Text>
      ) : (
        <>
          <Stack gap={0} hiddenFrom="sm" mah={480} style={{ overflowY: 'auto' }}>
            {editable && (
              <Checkbox
                py="xs"
                label={t('promptBulk.selectAll')}
                checked={allSelected}
                indeterminate={selected.length > 0 && !allSelected}
                onChange={toggleAll}
              />
            )}
            {prompts.map((prompt) => (
              <Group
                key={prompt.documentId}
                py="xs"
                gap="sm"
                wrap="nowrap"
                align="flex-start"
                style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
                data-testid="project-prompt-item"
              >
                {rowCheckbox(prompt)}
                <Box>
                  <PromptLink documentId={prompt.documentId} text={prompt.text} />
                  <Group gap={6} mt={4}>
                    <Badge size="sm" variant="default" tt="none">
                      {prompt.language}
                    </Badge>
                    <IntentBadge intent={prompt.intent} />
                    <Badge size="sm" variant="light" color={prompt.active ? 'teal' : 'gray'} tt="none">
                      {t('projects.prompts.active')}:{' '}
                      {t(prompt.active ? 'projects.common.yes' : 'projects.common.no')}
                    </Badge>
                    {tagBadges(prompt)}
                  </Group>
                </Box>
              </Group>
            ))}
          </Stack>
          <Table.ScrollContainer minWidth={640} maxHeight={480} visibleFrom="sm">
            <Table verticalSpacing="xs" stickyHeader highlightOnHover={editable}>
              <Table.Thead>
                <Table.Tr>
                  {editable && (
                    <Table.Th w={40}>
                      <Checkbox
                        aria-label={t('promptBulk.selectAll')}
                        checked={allSelected}
                        indeterminate={selected.length > 0 && !allSelected}
                        onChange={toggleAll}
                        data-testid="prompt-select-all"
                      />
                    </Table.Th>
                  )}
                  <Table.Th>{t('projects.prompts.text')}</Table.Th>
                  <Table.Th w={200}>{t('promptBulk.tags')}</Table.Th>
                  <Table.Th w={80}>{t('projects.prompts.language')}</Table.Th>
                  <Table.Th w={120}>{t('projects.prompts.intent')}</Table.Th>
                  <Table.Th w={90}>{t('projects.prompts.active')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {prompts.map((prompt) => (
                  <Table.Tr
                    key={prompt.documentId}
                    data-testid="project-prompt-row"
                    bg={chosen.has(prompt.documentId) ? 'var(--mantine-primary-color-light)' : undefined}
                  >
                    {editable && <Table.Td>{rowCheckbox(prompt)}</Table.Td>}
                    <Table.Td>
                      <PromptLink documentId={prompt.documentId} text={prompt.text} />
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4}>{tagBadges(prompt)}</Group>
                    </Table.Td>
                    <Table.Td>{prompt.language}</Table.Td>
                    <Table.Td>
                      <IntentBadge intent={prompt.intent} />
                    </Table.Td>
                    <Table.Td>{activeBadge(prompt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
      {list.hasNextPage && (
        <Group justify="center" mt="xs">
          <Button
            size="xs"
            variant="subtle"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
            data-testid="prompt-list-more"
          >
            {t('promptBulk.loadMore', { shown: prompts.length, total })}
          </Button>
        </Group>
      )}
      {editable && (
        <PromptBulkBar
          opened={selected.length > 0}
          documentId={documentId}
          selected={selected}
          projectTags={(project.tags ?? []).map((tag) => tag.name)}
          onClear={() => setChosen(new Set())}
          onDone={async (action) => {
            if (action === 'delete') setChosen(new Set());
            await refresh();
          }}
        />
      )}
      {importing && (
        <Suspense fallback={null}>
          <PromptImportModal
            documentId={documentId}
            opened={importing}
            onClose={() => setImporting(false)}
            onImported={refresh}
          />
        </Suspense>
      )}
    </DetailsSection>
  );
}

/** A prompt's text, opening its own screen (its answers, brands and sources) — for every member. */
function PromptLink({ documentId, text }: { documentId: string; text: string }) {
  return (
    <AnchorLink to="/prompts/$documentId" params={{ documentId }} size="sm" data-testid="project-prompt-link">
      {text}
    </AnchorLink>
  );
}
