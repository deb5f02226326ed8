import { describe, expect, it } from 'vitest';
import type { TableColumn } from '../../ui/data-table/DataTable.tsx';
import { serverSorted, sortParamOf, sortStatusOf } from './source-table-sort.ts';

describe('source table sorts', () => {
  it('reads the API sort as the column showing that measure, and back', () => {
    expect(sortStatusOf('impression:asc')).toEqual({ columnAccessor: 'impressionShare', direction: 'asc' });
    expect(sortStatusOf('position:desc')).toEqual({ columnAccessor: 'meanFirstPosition', direction: 'desc' });
    expect(sortStatusOf('nonsense')).toEqual({ columnAccessor: 'citations', direction: 'desc' });
    const current = sortStatusOf('impression:desc');
    expect(sortParamOf({ columnAccessor: 'impressionShare', direction: 'asc' }, current)).toBe(
      'impression:asc',
    );
  });

  it('starts another column in its natural direction: names and first position rising, measures falling', () => {
    const current = sortStatusOf('citations:desc');
    expect(sortParamOf({ columnAccessor: 'domain', direction: 'desc' }, current)).toBe('domain:asc');
    expect(sortParamOf({ columnAccessor: 'meanFirstPosition', direction: 'desc' }, current)).toBe(
      'position:asc',
    );
    expect(sortParamOf({ columnAccessor: 'rate', direction: 'asc' }, current)).toBe('rate:desc');
  });

  it('lets only the server’s sorts be sorted', () => {
    const columns: TableColumn<object>[] = [
      { accessor: 'domain', title: 'Domain', sortable: true },
      { accessor: 'sourceType', title: 'Type', sortable: true },
      { accessor: 'change', title: 'Change' },
    ];
    expect(serverSorted(columns).map((c) => [c.accessor, c.sortable])).toEqual([
      ['domain', true],
      ['sourceType', false],
      ['change', true],
    ]);
  });
});
