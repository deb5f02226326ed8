import { describe, expect, it } from 'vitest';
import { budgetTable, costTable, validateCostsSearch, withGrouping } from './costs-search.ts';

describe('organization costs URL', () => {
  it('keeps a known grouping, sort and page, and drops the rest', () => {
    expect(validateCostsSearch({ group: 'project', sort: 'cost:desc', page: '3' })).toEqual({
      group: 'project',
      sort: 'cost:desc',
      page: 3,
    });
    expect(validateCostsSearch({ group: 'month', sort: 'price:desc', page: '1' })).toEqual({});
    expect(validateCostsSearch({ group: 'week', sort: 'cost', page: 'x' })).toEqual({});
    // A sort by project or engine only with rows of one (the server answers 400 otherwise).
    expect(validateCostsSearch({ sort: 'project:asc' })).toEqual({});
    expect(validateCostsSearch({ group: 'engine', sort: 'project:asc' })).toEqual({ group: 'engine' });
    expect(validateCostsSearch({ group: 'engine', sort: 'engine:asc' })).toEqual({
      group: 'engine',
      sort: 'engine:asc',
    });
  });

  it('reads a page of 20 newest month first by default, and a new grouping from its first page', () => {
    expect(costTable({})).toEqual({ group: 'month', sort: 'month:desc', page: 1, pageSize: 20 });
    expect(withGrouping({ group: 'project', sort: 'project:asc', page: 4 }, 'engine')).toEqual({
      group: 'engine',
      sort: undefined,
      page: undefined,
    });
    expect(withGrouping({ group: 'engine', sort: 'cost:desc', page: 2 }, 'month')).toEqual({
      group: undefined,
      sort: 'cost:desc',
      page: undefined,
    });
  });

  it('keeps the budgets table’s own sort and page beside the cost table’s, A→Z ten at a time by default', () => {
    expect(validateCostsSearch({ budgetSort: 'projected:desc', budgetPage: '2', page: '3' })).toEqual({
      budgetSort: 'projected:desc',
      budgetPage: 2,
      page: 3,
    });
    expect(validateCostsSearch({ budgetSort: 'cost:desc', budgetPage: '0' })).toEqual({});
    expect(budgetTable({})).toEqual({ sort: 'name:asc', page: 1, pageSize: 10 });
    expect(budgetTable({ budgetSort: 'status:asc', budgetPage: 4 })).toEqual({
      sort: 'status:asc',
      page: 4,
      pageSize: 10,
    });
  });
});
