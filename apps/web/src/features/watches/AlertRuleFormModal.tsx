import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { type AlertCondition, type AlertRule, alertConditions } from '@sightline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/api-error.ts';
import { notify } from '../../lib/notify.ts';
import { alertRuleCalls, alertRuleKeys } from './alert-rule-calls.ts';

/** What a rule may follow: `watch:<id>` or `brand:<key>`, with its label. */
export interface AlertSubjectOption {
  value: string;
  label: string;
}

interface Values {
  name: string;
  subject: string;
  condition: AlertCondition;
  /** Percent, 0–100 (the API takes a fraction). */
  threshold: number | string;
  windowDays: number | string;
  active: boolean;
}

const valuesOf = (rule: AlertRule | undefined, subject: string): Values => ({
  name: rule?.name ?? '',
  subject: rule ? (rule.watch ? `watch:${rule.watch.documentId}` : `brand:${rule.brand!.key}`) : subject,
  condition: rule?.condition ?? 'below',
  threshold:
    rule?.threshold === null || rule?.threshold === undefined ? 30 : Math.round(rule.threshold * 1000) / 10,
  windowDays: rule?.windowDays ?? 7,
  active: rule?.active ?? true,
});

/**
 * Creates or edits an alert rule: a name, what it follows (a watch's hit rate or a brand's visibility; fixed when
 * the form is opened from a watch), when it fires, its threshold (for below/above) and window. The API's refusals
 * show beside their fields.
 */
export function AlertRuleFormModal({
  projectDocumentId,
  rule,
  subjects,
  opened,
  onClose,
}: {
  projectDocumentId: string;
  rule: AlertRule | undefined;
  subjects: AlertSubjectOption[];
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(() => valuesOf(rule, subjects[0]?.value ?? ''));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (change: Partial<Values>) => setValues((v) => ({ ...v, ...change }));
  const needsThreshold = values.condition === 'below' || values.condition === 'above';
  const save = useMutation({
    mutationFn: () => {
      const [kind, key] = [
        values.subject.slice(0, values.subject.indexOf(':')),
        values.subject.slice(values.subject.indexOf(':') + 1),
      ];
      return alertRuleCalls.save(projectDocumentId, rule?.documentId, {
        data: {
          name: values.name,
          ...(kind === 'watch' ? { watch: key } : { brand: key }),
          condition: values.condition,
          threshold: needsThreshold ? Number(values.threshold) / 100 : null,
          windowDays: Number(values.windowDays),
          active: values.active,
        },
      });
    },
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: alertRuleKeys.list(projectDocumentId) });
      notify({ color: 'teal', title: t('alertRules.form.saved'), message: saved.data.name });
      onClose();
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.fieldErrors(t) : {};
      setErrors(fields);
      setFailure(Object.keys(fields).length > 0 ? null : error.message);
    },
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(rule ? 'alertRules.form.editTitle' : 'alertRules.form.createTitle')}
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setFailure(null);
          setErrors({});
          save.mutate();
        }}
      >
        <Stack gap="md" data-testid="alert-rule-form">
          <TextInput
            label={t('alertRules.form.name')}
            value={values.name}
            onChange={(e) => set({ name: e.currentTarget.value })}
            error={errors.name}
            required
            maxLength={120}
            data-testid="alert-rule-name"
          />
          <Select
            label={t('alertRules.form.subject')}
            description={t('alertRules.form.subjectHint')}
            data={subjects}
            value={values.subject}
            onChange={(value) => value && set({ subject: value })}
            disabled={subjects.length < 2}
            error={errors.watch ?? errors.brand}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            data-testid="alert-rule-subject"
          />
          <Select
            label={t('alertRules.form.condition')}
            data={alertConditions.map((c) => ({ value: c, label: t(`alertRules.conditionNames.${c}`) }))}
            value={values.condition}
            onChange={(value) => value && set({ condition: value as AlertCondition })}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            data-testid="alert-rule-condition"
          />
          <Group grow align="flex-start">
            {needsThreshold && (
              <NumberInput
                label={t('alertRules.form.threshold')}
                value={values.threshold}
                onChange={(value) => set({ threshold: value })}
                min={0}
                max={100}
                decimalScale={1}
                suffix="%"
                error={errors.threshold}
                data-testid="alert-rule-threshold"
              />
            )}
            <NumberInput
              label={t('alertRules.form.windowDays')}
              value={values.windowDays}
              onChange={(value) => set({ windowDays: value })}
              min={1}
              max={90}
              allowDecimal={false}
              error={errors.windowDays}
              data-testid="alert-rule-window"
            />
          </Group>
          <Text size="xs" c="dimmed" mt={-8}>
            {t('alertRules.form.windowHint')}
          </Text>
          <Switch
            label={t('alertRules.form.active')}
            checked={values.active}
            onChange={(e) => set({ active: e.currentTarget.checked })}
          />
          {failure && (
            <Alert color="red" data-testid="alert-rule-error">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('alertRules.form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="alert-rule-save">
              {t('alertRules.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
