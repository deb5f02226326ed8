import { useSession } from '../../lib/session/use-session.ts';
import { FilterBar, type FilterBarProps } from '../filter-bar/FilterBar.tsx';

/**
 * The filters of a data screen, kept in the URL: by default the date range and the selected project's engines.
 * Screens that filter by more pass their own controls and options (see FilterBar).
 */
export function DateRangeToolbar(props: Partial<FilterBarProps>) {
  const { project } = useSession().selection;
  return <FilterBar filters={['range', 'engines']} engines={project?.engines ?? []} {...props} />;
}
