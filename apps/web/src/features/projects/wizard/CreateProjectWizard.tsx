import { Button, Center, Group, Loader, Paper, Stack, Stepper, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { can } from '@sightline/contracts/permissions';
import { IconArrowLeft, IconArrowRight, IconCheck } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale, i18n } from '../../../lib/i18n/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { projectCalls } from '../project-calls.ts';
import { registerProjectFormStrings } from '../project-form-strings.ts';
import { projectKeys } from '../project-keys.ts';
import { BrandFields } from '../shared/BrandFields.tsx';
import { CategoryField } from '../shared/CategoryField.tsx';
import { LazyScheduleFields } from '../shared/LazyScheduleFields.tsx';
import { notifySaveFailure, saveErrorsOf } from '../shared/save-errors.ts';
import { useWizardSuggestions } from './use-wizard-suggestions.ts';
import { WizardCompetitorsStep } from './WizardCompetitorsStep.tsx';
import { WizardConnectStep } from './WizardConnectStep.tsx';
import { WizardHeader } from './WizardHeader.tsx';
import { WizardOwnedStep } from './WizardOwnedStep.tsx';
import { WizardPromptsStep } from './WizardPromptsStep.tsx';
import { WizardReview } from './WizardReview.tsx';
import { WizardTagsStep } from './WizardTagsStep.tsx';
import { browserOrigin } from './wizard-origin.ts';
import {
  initialWizardValues,
  stepOfField,
  toCreateData,
  validateWizardStep,
  type WizardCreateData,
  type WizardValues,
  wizardFieldOf,
  wizardSteps,
} from './wizard-values.ts';

registerProjectFormStrings(i18n);

const lastStep = wizardSteps.length - 1;

/**
 * `/create-project`: brand and category, competitors and prompts (with suggestions), owned domains, tags, engines
 * and schedule, review, then the engines' keys and costs (or simulated data), and create.
 */
export function CreateProjectWizard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { selection, selectionReady } = useSession();
  const { member, workspace } = selection;
  const [active, setActive] = useState(0);
  const [furthest, setFurthest] = useState(0);
  const [failed, setFailed] = useState<string[] | null>(null);
  const form = useForm<WizardValues>({
    mode: 'controlled',
    initialValues: initialWizardValues(browserOrigin(currentLocale())),
  });
  const suggestions = useWizardSuggestions(form, workspace?.id);
  // On a phone the eight steps show as numbers only, with the current step named below them.
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });

  const show = (step: number) => {
    setActive(step);
    setFurthest((f) => Math.max(f, step));
  };
  const stepsWithErrors = new Set(Object.keys(form.errors).map(stepOfField));
  const allowed = Boolean(member && can(member.role, 'manageProjects'));

  const next = () => {
    const errors = validateWizardStep(form.getValues(), active, t);
    if (Object.keys(errors).length > 0) form.setErrors({ ...form.errors, ...errors });
    else show(active + 1);
  };

  const create = useMutation({
    mutationFn: ({ data, featureImage }: { data: WizardCreateData; featureImage: File | null }) =>
      projectCalls.create(data, featureImage),
    onMutate: () => setFailed(null),
    onSuccess: async (project) => {
      queryClient.setQueryData(projectKeys.detail(project.documentId), project);
      void queryClient.invalidateQueries({ queryKey: projectKeys.all });
      await sessionStore.selectProject(project).catch(() => undefined);
      notify({
        color: 'teal',
        title: t('projects.wizard.created'),
        message: t('projects.wizard.createdText', { name: project.name }),
      });
      await navigate({ to: '/projects/$documentId', params: { documentId: project.documentId } });
    },
    onError: (error, { data }) => {
      const mapped = saveErrorsOf(t, error, wizardFieldOf, data);
      if (!mapped) {
        notifySaveFailure(t, error);
        return;
      }
      form.setErrors(mapped.fields);
      setFailed(mapped.other);
      const steps = Object.keys(mapped.fields).map(stepOfField);
      if (steps.length > 0) setActive(Math.min(...steps));
    },
  });

  const submit = () => {
    const values = form.getValues();
    const errors = Object.assign({}, ...wizardSteps.map((_, step) => validateWizardStep(values, step, t)));
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      setActive(Math.min(...Object.keys(errors).map(stepOfField)));
      return;
    }
    if (!member || !workspace) return;
    create.mutate({ data: toCreateData(values, member.id, workspace.id), featureImage: values.featureImage });
  };

  if (!selectionReady) {
    return (
      <Center w="100%" py="xl">
        <Loader />
      </Center>
    );
  }

  const content: Record<(typeof wizardSteps)[number], ReactNode> = {
    brand: (
      <Stack gap="md">
        <BrandFields field={form.getInputProps} />
        <CategoryField field={form.getInputProps} />
      </Stack>
    ),
    competitors: <WizardCompetitorsStep form={form} suggestions={suggestions} />,
    owned: <WizardOwnedStep form={form} />,
    prompts: <WizardPromptsStep form={form} suggestions={suggestions} />,
    tags: <WizardTagsStep form={form} />,
    engines: <LazyScheduleFields field={form.getInputProps} />,
    review: <WizardReview values={form.values} />,
    connect: <WizardConnectStep form={form} />,
  };

  return (
    <Paper
      w="100%"
      maw={1080}
      miw={0}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      shadow="xs"
      data-testid="create-project-wizard"
    >
      <WizardHeader
        workspaceName={workspace?.name}
        allowed={allowed}
        failures={failed && (Object.keys(form.errors).length > 0 || failed.length > 0) ? failed : null}
      />
      <Stepper
        active={active}
        onStepClick={show}
        size="sm"
        iconSize={phone ? 26 : undefined}
        styles={phone ? { separator: { marginInline: 2 }, steps: { flexWrap: 'nowrap' } } : undefined}
        mt="lg"
        allowNextStepsSelect={false}
      >
        {wizardSteps.map((step, index) => (
          <Stepper.Step
            key={step}
            label={phone ? undefined : t(`projects.wizard.steps.${step}`)}
            // Named by its visible label; on a phone (no label) by its shown number and its name.
            {...(phone ? { 'aria-label': `${index + 1} ${t(`projects.wizard.steps.${step}`)}` } : {})}
            color={stepsWithErrors.has(index) ? 'red' : undefined}
            allowStepSelect={index <= furthest && index !== active}
            data-testid={`wizard-step-${step}`}
          >
            {phone && (
              <Text fw={700} mb={4} data-testid="wizard-step-name">
                {t('projects.wizard.stepOf', {
                  current: index + 1,
                  total: wizardSteps.length,
                  label: t(`projects.wizard.steps.${step}`),
                })}
              </Text>
            )}
            <Text c="dimmed" mb="md" size="sm">
              {t(`projects.wizard.intro.${step}`)}
            </Text>
            {content[step]}
          </Stepper.Step>
        ))}
      </Stepper>
      <Group justify="space-between" mt="xl">
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} />}
          disabled={active === 0}
          onClick={() => setActive(active - 1)}
        >
          {t('projects.wizard.back')}
        </Button>
        {active < lastStep ? (
          <Button rightSection={<IconArrowRight size={16} />} onClick={next}>
            {t('projects.wizard.next')}
          </Button>
        ) : (
          <Button
            leftSection={<IconCheck size={16} />}
            loading={create.isPending}
            disabled={!allowed}
            onClick={submit}
          >
            {t('projects.wizard.create')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
