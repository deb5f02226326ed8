import { sourceTypeIds } from '@sightline/contracts';
import { sourceTypes } from '@sightline/core';
import { describe, expect, it } from 'vitest';
import { parseSourceTableQuery } from './parse-source-table-query.ts';

describe('parseSourceTableQuery', () => {
  it('accepts the source types the analyzer gives, and no other', () => {
    expect([...sourceTypeIds]).toEqual([...sourceTypes]);
    expect(parseSourceTableQuery({ sourceTypes: ['ugc', 'owned,ugc'] }).sourceTypes).toEqual([
      'owned',
      'ugc',
    ]);
    expect(() => parseSourceTableQuery({ sourceTypes: 'ugc,blog' })).toThrow(/not blog/);
  });

  it('defaults to citations, most first, 25 a page; names and domains sort ascending unless told', () => {
    expect(parseSourceTableQuery({})).toMatchObject({
      sort: { name: 'citations:desc', key: 'citations', direction: 'desc' },
      page: 1,
      pageSize: 25,
      sourceTypes: undefined,
      search: undefined,
    });
    expect(parseSourceTableQuery({ sort: 'domain' }).sort.name).toBe('domain:asc');
    expect(parseSourceTableQuery({ sort: 'position' }).sort.name).toBe('position:asc');
    expect(parseSourceTableQuery({ sort: 'share:asc' }).sort).toEqual({
      name: 'share:asc',
      key: 'citations',
      direction: 'asc',
    });
    expect(
      parseSourceTableQuery({ q: '  naver ', pagination: { page: '3', pageSize: '100' } }),
    ).toMatchObject({
      search: 'naver',
      page: 3,
      pageSize: 100,
    });
  });

  it('names the parameter of a bad sort or page', () => {
    for (const [query, field] of [
      [{ sort: 'citations:desc:x' }, 'sort'],
      [{ sort: 'rate:sideways' }, 'sort'],
      [{ pagination: { page: '1.5' } }, 'pagination.page'],
      [{ pagination: { pageSize: '0' } }, 'pagination.pageSize'],
    ] as const) {
      try {
        parseSourceTableQuery(query);
        expect.unreachable(JSON.stringify(query));
      } catch (error) {
        expect((error as { details: { errors: Array<{ path: string[] }> } }).details.errors[0]!.path).toEqual(
          [field],
        );
      }
    }
  });
});
