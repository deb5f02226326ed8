import { useSession } from '../../lib/session/use-session.ts';
import { FilterBar, type FilterControl } from './FilterBar.tsx';

const allControls: FilterControl[] = ['range', 'engines', 'tags', 'intents', 'branded', 'prompt'];

/**
 * The filter bar of a project report (tracking, analytics): every filter the reports take, with the selected
 * project's engines, tags and prompts to choose from. The state is the URL's (shareable, kept on reload).
 */
export function ReportFilterBar({ filters = allControls }: { filters?: FilterControl[] }) {
  const { project } = useSession().selection;
  return (
    <FilterBar
      filters={filters}
      engines={project?.engines ?? []}
      tags={(project?.tags ?? []).map((tag) => ({ value: tag.name, label: tag.name }))}
      prompts={(project?.queries ?? []).map((prompt) => ({ value: prompt.documentId, label: prompt.text }))}
    />
  );
}
