// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n.ts';
import { DataTable, type SortStatus, type TableColumn } from './DataTable.tsx';
import { loadGrid } from './LazyGrid.tsx';

interface Row {
  name: string;
  share: number | null;
}

const columns: TableColumn<Row>[] = [
  { accessor: 'name', title: 'Brand', sortable: true },
  { accessor: 'share', title: 'Share', help: 'Answers naming it / all answers', sortable: true },
];

const rows: Row[] = [
  { name: 'Bravo', share: 0.2 },
  { name: 'Alpha', share: 0.5 },
  { name: 'Charlie', share: null },
];

function shownNames() {
  return screen.getAllByTestId('row').map((row) => within(row).getAllByRole('cell')[0]?.textContent);
}

function show(ui: React.ReactElement) {
  return render(<MantineProvider>{ui}</MantineProvider>);
}

// The grid's chunk loads lazily in the app; here it is loaded first, so tables render at once.
beforeAll(async () => {
  await loadGrid();
});

describe('data table', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
    // happy-dom has no layout: mantine-datatable measures its scroll area through ResizeObserver.
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  });
  afterEach(() => cleanup());

  it('reports a header click as a sort change in server mode', () => {
    const onSort = vi.fn();
    const sort: SortStatus = { columnAccessor: 'name', direction: 'asc' };
    show(
      <DataTable
        columns={columns}
        records={rows}
        totalRecords={3}
        page={1}
        pageSize={10}
        onPageChange={() => {}}
        sortStatus={sort}
        onSortStatusChange={onSort}
        rowKey={(r) => r.name}
        emptyText="none"
        rowTestId="row"
      />,
    );
    fireEvent.click(screen.getByText('Share'));
    expect(onSort).toHaveBeenCalledWith(
      expect.objectContaining({ columnAccessor: 'share', direction: 'asc' }),
    );
    // Server mode shows the records in the order given.
    expect(shownNames()).toEqual(['Bravo', 'Alpha', 'Charlie']);
  });

  it('reports page changes and says which rows are shown', () => {
    const onPage = vi.fn();
    show(
      <DataTable
        columns={columns}
        records={rows.slice(0, 2)}
        totalRecords={5}
        page={1}
        pageSize={2}
        onPageChange={onPage}
        rowKey={(r) => r.name}
        emptyText="none"
        rowTestId="row"
      />,
    );
    expect(screen.getByText('1–2 of 5')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('sorts and pages by itself in client mode, empty values last', () => {
    show(
      <DataTable
        columns={columns}
        rows={rows}
        pageSize={2}
        rowKey={(r) => r.name}
        emptyText="none"
        rowTestId="row"
      />,
    );
    expect(shownNames()).toEqual(['Bravo', 'Alpha']);
    fireEvent.click(screen.getByText('Share'));
    expect(shownNames()).toEqual(['Bravo', 'Alpha']);
    fireEvent.click(screen.getByText('Share'));
    expect(shownNames()).toEqual(['Alpha', 'Bravo']);
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect(shownNames()).toEqual(['Charlie']);
    // Another column keeps the direction (mantine-datatable) and goes back to the first page.
    fireEvent.click(screen.getByText('Brand'));
    expect(shownNames()).toEqual(['Charlie', 'Bravo']);
    fireEvent.click(screen.getByText('Brand'));
    expect(shownNames()).toEqual(['Alpha', 'Bravo']);
  });

  it('explains the column in its header: read with the sortable header, and no control nested inside it', () => {
    show(<DataTable columns={columns} rows={rows} rowKey={(r) => r.name} emptyText="none" />);
    // The sortable header is the button; its name carries the definition.
    const header = screen.getByRole('button', { name: /^Share\s*:\s*Answers naming it \/ all answers/ });
    expect(header.tagName).toBe('TH');
    // The info icon shows the same on hover, and is neither focusable nor announced.
    const icon = header.querySelector('[data-testid="column-help"]')!;
    expect(icon.getAttribute('tabindex')).toBe('-1');
    expect(icon.getAttribute('aria-hidden')).toBe('true');
    expect(header.querySelectorAll('button, a[href], [tabindex="0"]')).toHaveLength(0);
  });

  it('says why it is empty and offers no export', () => {
    show(
      <DataTable
        columns={columns}
        rows={[]}
        rowKey={(r) => r.name}
        emptyText="No answers in this range yet"
        exportName="brands"
      />,
    );
    expect(screen.getByText('No answers in this range yet')).toBeTruthy();
    expect((screen.getByTestId('table-export') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows skeleton rows in the final columns while loading', () => {
    show(
      <DataTable
        columns={columns}
        records={[]}
        totalRecords={0}
        page={1}
        pageSize={10}
        onPageChange={() => {}}
        rowKey={(r) => r.name}
        emptyText="none"
        loading
        testId="table"
      />,
    );
    // No page controls until the rows are there.
    expect(screen.queryByRole('button', { name: '1' })).toBeNull();
    expect(screen.getByText('Brand')).toBeTruthy();
    expect(screen.getByTestId('table').getAttribute('aria-busy')).toBe('true');
    expect(screen.getAllByRole('row').length).toBe(6);
  });

  it('names its sort icons and page buttons in the interface language (Korean: no English words)', async () => {
    await i18n.changeLanguage('ko');
    try {
      const sort: SortStatus = { columnAccessor: 'share', direction: 'desc' };
      const { rerender } = show(
        <DataTable
          columns={columns}
          records={rows.slice(0, 2)}
          totalRecords={5}
          page={1}
          pageSize={2}
          onPageChange={() => {}}
          sortStatus={sort}
          onSortStatusChange={() => {}}
          rowKey={(r) => r.name}
          emptyText="없음"
        />,
      );
      expect(screen.getByRole('img', { name: '정렬 안 됨' })).toBeTruthy();
      expect(screen.getByRole('img', { name: '내림차순 정렬됨' })).toBeTruthy();
      expect(screen.getByRole('button', { name: '이전 페이지' })).toBeTruthy();
      expect(screen.getByRole('button', { name: '다음 페이지' })).toBeTruthy();
      // A new sort direction is named again (the library writes its English label on each change).
      rerender(
        <MantineProvider>
          <DataTable
            columns={columns}
            records={rows.slice(0, 2)}
            totalRecords={5}
            page={1}
            pageSize={2}
            onPageChange={() => {}}
            sortStatus={{ columnAccessor: 'share', direction: 'asc' }}
            onSortStatusChange={() => {}}
            rowKey={(r) => r.name}
            emptyText="없음"
          />
        </MantineProvider>,
      );
      expect(screen.getByRole('img', { name: '오름차순 정렬됨' })).toBeTruthy();
      expect(document.body.innerHTML).not.toMatch(/Not sorted|Sorted (a|de)scending|Previous page|Next page/);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
