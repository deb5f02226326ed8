import { describe, expect, it } from 'vitest';
import { csvFilename, toCsv } from './csv.ts';
import type { TableColumn } from './table-types.ts';

interface Row {
  name: string;
  rate: number | null;
  n: number;
  own: boolean;
}

const columns: TableColumn<Row>[] = [
  { accessor: 'name', title: '브랜드', exportExtras: [{ title: 'own', value: (r) => r.own }] },
  {
    accessor: 'rate',
    title: 'Visibility',
    render: (r) => `${(r.rate ?? 0) * 100}%`,
    exportExtras: [{ title: 'n', value: (r) => r.n }],
  },
  { accessor: 'hiddenOne', title: 'Hidden', hidden: true },
  { accessor: 'actions', title: 'Actions', exportable: false },
];

describe('CSV export', () => {
  it('writes the shown columns with their labels and raw values, quoting where needed', async () => {
    const csv = await toCsv(columns, [
      { name: '오늘커피', rate: 0.523, n: 120, own: true },
      { name: 'Bean, "Brothers"', rate: null, n: 0, own: false },
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      '브랜드,own,Visibility,n',
      '오늘커피,true,0.523,120',
      '"Bean, ""Brothers""",false,,0',
    ]);
  });

  it('puts an apostrophe before text a spreadsheet would run as a formula, fullwidth forms too, not before numbers', async () => {
    const texts = ['=1+1', '+82', '-x', '@SUM(A1)', '\t=1', '＝HYPERLINK(1)', '＋1', '－1', '＠A1', 'a=b'];
    const csv = await toCsv(
      columns,
      texts.map((name, i) => ({ name, rate: -0.25, n: i, own: false })),
    );
    const names = csv
      .slice(1)
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[0]);
    // Papaparse quotes the escaped cells as well.
    expect(names).toEqual([
      `"'=1+1"`,
      `"'+82"`,
      `"'-x"`,
      `"'@SUM(A1)"`,
      `"'\t=1"`,
      `"'＝HYPERLINK(1)"`,
      `"'＋1"`,
      `"'－1"`,
      `"'＠A1"`,
      'a=b',
    ]);
    expect(csv).toContain(',false,-0.25,');
  });

  it('leaves the statistics columns and extras (n, interval bounds, p) out in the simple view', async () => {
    interface EngineRow {
      engine: string;
      n: number;
      visibility: number;
      low: number;
      high: number;
      delta: number;
      p: number;
    }
    const engineColumns: TableColumn<EngineRow>[] = [
      { accessor: 'engine', title: 'Engine' },
      { accessor: 'n', title: 'Answers n', statistic: true },
      {
        accessor: 'visibility',
        title: 'Visibility',
        exportExtras: [
          { title: 'Visibility numerator', value: (r) => Math.round(r.visibility * r.n) },
          { title: 'Visibility lower bound', value: (r) => r.low, statistic: true },
          { title: 'Visibility upper bound', value: (r) => r.high, statistic: true },
        ],
      },
      {
        accessor: 'delta',
        title: 'Change',
        exportExtras: [{ title: 'p', value: (r) => r.p, statistic: true }],
      },
    ];
    const rows = [
      { engine: 'ChatGPT', n: 100, visibility: 0.6, low: 0.5, high: 0.69, delta: 0.15, p: 0.034 },
    ];
    const full = await toCsv(engineColumns, rows, 'full');
    expect(full.slice(1).split('\r\n')).toEqual([
      'Engine,Answers n,Visibility,Visibility numerator,Visibility lower bound,Visibility upper bound,Change,p',
      'ChatGPT,100,0.6,60,0.5,0.69,0.15,0.034',
    ]);
    // The full view is the default.
    expect(await toCsv(engineColumns, rows)).toBe(full);
    const simple = await toCsv(engineColumns, rows, 'simple');
    expect(simple.startsWith('\uFEFF')).toBe(true);
    expect(simple.slice(1).split('\r\n')).toEqual([
      'Engine,Visibility,Visibility numerator,Change',
      'ChatGPT,0.6,60,0.15',
    ]);
  });

  it('names the file after the table and the day', () => {
    expect(csvFilename('brands 2026/11/01', '2026-11-21')).toBe('brands-2026-11-01-2026-11-21.csv');
    expect(csvFilename('', '2026-11-21')).toBe('table-2026-11-21.csv');
  });
});
