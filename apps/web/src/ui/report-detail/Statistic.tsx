import type { ReactNode } from 'react';
import { useSimpleView } from './use-report-detail.ts';

/**
 * A piece of statistics (an n, an interval, a p-value) that the simple view leaves out: its children in the full view,
 * nothing in the simple one. For cells and lines that are built outside a component (a table's column definitions).
 */
export function Statistic({ children }: { children: ReactNode }) {
  return useSimpleView() ? null : children;
}
