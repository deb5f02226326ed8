import { ActionIcon, Badge, Button, Card, Group, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import type { AlertRule } from '@sightline/contracts';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localDate, percent } from '../../lib/format.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { notify } from '../../lib/notify.ts';
import type { AlertSubjectOption } from './AlertRuleFormModal.tsx';
import { alertRuleCalls, alertRuleKeys } from './alert-rule-calls.ts';
import { registerAlertRulesStrings } from './alert-rules-strings.ts';

registerAlertRulesStrings(i18n);

// The rule form (its number inputs and selects) loads when it is first opened, not with the watch's screen.
const AlertRuleFormModal = lazy(() =>
  import('./AlertRuleFormModal.tsx').then((m) => ({ default: m.AlertRuleFormModal })),
);

/** When a rule fires, in words: "its 7-day rate falls below 30.0%". */
function useConditionText() {
  const { t } = useTranslation();
  return (rule: AlertRule) =>
    t(`alertRules.conditions.${rule.condition}`, {
      window: rule.windowDays,
      threshold: percent(rule.threshold),
    });
}

function CheckState({ label, detail, color }: { label: string; detail: string | null; color: string }) {
  const badge = (
    <Badge size="sm" variant="light" color={color} style={{ textTransform: 'none' }}>
      {label}
    </Badge>
  );
  return detail ? <Tooltip label={detail}>{badge}</Tooltip> : badge;
}

/** What a rule's last check said: its condition met or not, or waiting for its days' collects (how many are in). */
function useCheckText() {
  const { t } = useTranslation();
  return (rule: AlertRule) => {
    const check = rule.lastCheck;
    if (!check) return { label: t('alertRules.check.never'), detail: null, color: 'gray' };
    const { completeness } = check;
    const detail = t('alertRules.check.runs', {
      ended: completeness.runsEnded,
      planned: completeness.runsPlanned,
    });
    if (check.state === 'pending') {
      const label = t('alertRules.check.pending', {
        days: completeness.days,
        complete: completeness.daysComplete,
      });
      return { label, detail, color: 'yellow' };
    }
    return {
      label: t(`alertRules.check.${check.state}`),
      detail,
      color: check.state === 'fired' ? 'red' : 'teal',
    };
  };
}

/**
 * A project's alert rules — all of them (watches and brands), or one watch's (`watch`) — with when each fires, the
 * last day it did and what its last check said (pending while the days it reads are still being collected); editors
 * add, edit and delete them.
 */
export function AlertRulesSection({
  projectDocumentId,
  watch,
  subjects,
  editor,
}: {
  projectDocumentId: string;
  /** Only this watch's rules, and new rules follow it. */
  watch?: { documentId: string; name: string } | undefined;
  /** What a new rule may follow (`watch:<id>`, `brand:<key>`). */
  subjects: AlertSubjectOption[];
  editor: boolean;
}) {
  const { t } = useTranslation();
  const conditionText = useConditionText();
  const checkText = useCheckText();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ rule: AlertRule | undefined } | null>(null);
  const rules = useQuery({
    queryKey: alertRuleKeys.list(projectDocumentId),
    queryFn: ({ signal }) => alertRuleCalls.list(projectDocumentId, signal),
  });
  const remove = useMutation({
    mutationFn: (rule: AlertRule) => alertRuleCalls.remove(projectDocumentId, rule.documentId),
    onSuccess: async (_data, rule) => {
      await queryClient.invalidateQueries({ queryKey: alertRuleKeys.list(projectDocumentId) });
      notify({ color: 'teal', title: t('alertRules.form.deleted'), message: rule.name });
    },
  });
  const shown = (rules.data?.data ?? []).filter((r) => !watch || r.watch?.documentId === watch.documentId);
  const subjectOf = (rule: AlertRule) =>
    rule.watch
      ? t('alertRules.subjectWatch', { name: rule.watch.name })
      : t('alertRules.subjectBrand', { name: rule.brand?.name ?? '' });
  const formSubjects = watch ? [{ value: `watch:${watch.documentId}`, label: watch.name }] : subjects;
  return (
    <Card withBorder padding="md" data-testid="alert-rules">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={2} style={{ flex: 1, minWidth: 220 }}>
            <Title order={3} size="h5">
              {t('alertRules.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t(watch ? 'alertRules.hintWatch' : 'alertRules.hint')}
            </Text>
          </Stack>
          {editor && formSubjects.length > 0 && (
            <Button
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => setEditing({ rule: undefined })}
              data-testid="alert-rule-add"
            >
              {t('alertRules.add')}
            </Button>
          )}
        </Group>
        {shown.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="alert-rules-empty">
            {rules.isPending ? '…' : t('alertRules.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={680}>
            <Table verticalSpacing={6} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('alertRules.columns.name')}</Table.Th>
                  {!watch && <Table.Th>{t('alertRules.columns.subject')}</Table.Th>}
                  <Table.Th>{t('alertRules.columns.condition')}</Table.Th>
                  <Table.Th>{t('alertRules.columns.lastFired')}</Table.Th>
                  <Table.Th>{t('alertRules.columns.lastCheck')}</Table.Th>
                  {editor && <Table.Th />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((rule) => (
                  <Table.Tr key={rule.documentId} data-testid="alert-rule-row">
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <Text size="sm" fw={500}>
                          {rule.name}
                        </Text>
                        {!rule.active && (
                          <Badge size="xs" color="gray" variant="light">
                            {t('alertRules.columns.active')}: ✕
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    {!watch && <Table.Td>{subjectOf(rule)}</Table.Td>}
                    <Table.Td data-testid="alert-rule-condition-text">{conditionText(rule)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {rule.lastFiredDay ? localDate(rule.lastFiredDay) : t('alertRules.never')}
                    </Table.Td>
                    <Table.Td
                      data-testid="alert-rule-last-check"
                      data-state={rule.lastCheck?.state ?? 'never'}
                    >
                      <CheckState {...checkText(rule)} />
                    </Table.Td>
                    {editor && (
                      <Table.Td>
                        <Group gap={4} wrap="nowrap" justify="flex-end">
                          <Tooltip label={t('alertRules.edit')}>
                            <ActionIcon
                              variant="subtle"
                              aria-label={t('alertRules.edit')}
                              onClick={() => setEditing({ rule })}
                            >
                              <IconPencil size={16} />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label={t('alertRules.delete')}>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={t('alertRules.delete')}
                              loading={remove.isPending && remove.variables?.documentId === rule.documentId}
                              onClick={() => {
                                if (window.confirm(t('alertRules.deleteConfirm', { name: rule.name }))) {
                                  remove.mutate(rule);
                                }
                              }}
                            >
                              <IconTrash size={16} />
                            </ActionIcon>
                          </Tooltip>
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      {editing && (
        <Suspense fallback={null}>
          <AlertRuleFormModal
            projectDocumentId={projectDocumentId}
            rule={editing.rule}
            subjects={formSubjects}
            opened
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </Card>
  );
}
