import { Switch } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../lib/api/types.ts';
import { notify } from '../../../lib/notify.ts';
import { projectCalls } from '../project-calls.ts';
import { notifySaveFailure } from '../shared/save-errors.ts';
import { useProjectSaved } from '../use-project.ts';

/**
 * Whether the project collects simulated data (the simulator imitating each engine) or asks the real engines: saved
 * as soon as it is switched, both ways, and said in words so that nobody takes simulated numbers for real ones.
 */
export function SimulatedDataSwitch({ project, disabled }: { project: Project; disabled: boolean }) {
  const { t } = useTranslation();
  const saved = useProjectSaved(project.documentId);
  const save = useMutation({
    mutationFn: (simulated: boolean) => projectCalls.setSimulated(project.documentId, simulated),
    onSuccess: (updated) => {
      saved(updated);
      notify({
        color: updated.simulated ? 'orange' : 'teal',
        title: t(updated.simulated ? 'projects.edit.simulatedSaved' : 'projects.edit.realSaved'),
        message: updated.name,
      });
    },
    onError: (error) => notifySaveFailure(t, error),
  });
  const simulated = save.isPending ? save.variables : project.simulated;
  return (
    <Switch
      color="orange"
      checked={simulated}
      disabled={disabled || save.isPending}
      onChange={(event) => save.mutate(event.currentTarget.checked)}
      label={t('projects.edit.simulated')}
      description={t(simulated ? 'projects.edit.simulatedOn' : 'projects.edit.simulatedOff')}
      data-testid="project-simulated-switch"
    />
  );
}
