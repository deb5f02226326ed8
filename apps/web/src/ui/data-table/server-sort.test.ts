import { describe, expect, it } from 'vitest';
import {
  serverSortable,
  serverSortParam,
  serverSortStatus,
  validPage,
  validServerSort,
} from './server-sort.ts';

describe('server-sorted tables', () => {
  it('flips the same column and starts another in its natural direction', () => {
    const current = { columnAccessor: 'cost', direction: 'desc' } as const;
    expect(serverSortParam({ columnAccessor: 'cost', direction: 'asc' }, current, ['name'])).toBe('cost:asc');
    expect(serverSortParam({ columnAccessor: 'name', direction: 'desc' }, current, ['name'])).toBe(
      'name:asc',
    );
    expect(serverSortParam({ columnAccessor: 'chats', direction: 'asc' }, current, ['name'])).toBe(
      'chats:desc',
    );
    expect(serverSortStatus('name:asc')).toEqual({ columnAccessor: 'name', direction: 'asc' });
  });

  it('takes from the URL only known sorts with a direction and pages from 2', () => {
    expect(validServerSort('cost:desc', ['cost'])).toBe('cost:desc');
    for (const bad of ['cost', 'cost:up', 'price:desc', 'cost:desc:x', 3]) {
      expect(validServerSort(bad, ['cost'])).toBeUndefined();
    }
    expect([
      validPage('2'),
      validPage(7),
      validPage('1'),
      validPage('0'),
      validPage('x'),
      validPage(2.5),
    ]).toEqual([2, 7, undefined, undefined, undefined, undefined]);
  });

  it('leaves sortable only the columns the server sorts by', () => {
    const columns = [
      { accessor: 'name', title: 'Name', sortable: true },
      { accessor: 'trend', title: 'Trend', sortable: true },
      { accessor: 'cost', title: 'Cost' },
    ];
    expect(serverSortable(columns, ['name', 'cost']).map((c) => c.sortable)).toEqual([true, false, false]);
  });
});
