import { type RefObject, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';

const unsorted = '.mantine-datatable-header-cell-sortable-unsorted-icon';
const sorted = '.mantine-datatable-header-cell-sortable-icon';

/**
 * mantine-datatable labels its sort icons in English only ("Not sorted", "Sorted ascending") and takes no prop for
 * them: after each render, the icons inside `root` get the interface language's words (the glossary's test reads the
 * Korean screens for English words).
 */
export function useSortIconLabels(root: RefObject<HTMLElement | null>): void {
  const { t } = useTranslation();
  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    for (const icon of element.querySelectorAll(unsorted))
      icon.setAttribute('aria-label', t('table.notSorted'));
    for (const icon of element.querySelectorAll(sorted)) {
      const descending = icon.classList.contains('mantine-datatable-header-cell-sortable-icon-reversed');
      icon.setAttribute('aria-label', t(descending ? 'table.sortedDescending' : 'table.sortedAscending'));
    }
  });
}
