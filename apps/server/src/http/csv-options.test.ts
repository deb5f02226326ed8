import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvOptions } from './csv-options.ts';

/** The CSV the server writes (answers and optimisation exports) never hands a spreadsheet a formula. */
describe('CSV options', () => {
  const cell = (value: unknown) => Papa.unparse([[value]], csvOptions);

  it('puts an apostrophe before text starting with = + - @, a tab or a return', () => {
    expect(cell('=1+1')).toBe(`"'=1+1"`);
    expect(cell('+82 10')).toBe(`"'+82 10"`);
    expect(cell('-2+3')).toBe(`"'-2+3"`);
    expect(cell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(cell('\t=1')).toBe(`"'\t=1"`);
    expect(cell('\r=1')).toBe(`"'\r=1"`);
  });

  it('does the same for the fullwidth forms ＝＋－＠, which East Asian input turns into formulas', () => {
    expect(cell('＝HYPERLINK("http://x")')).toBe(`"'＝HYPERLINK(""http://x"")"`);
    expect(cell('＋1')).toBe(`"'＋1"`);
    expect(cell('－1')).toBe(`"'－1"`);
    expect(cell('＠SUM(A1)')).toBe(`"'＠SUM(A1)"`);
  });

  it('leaves other text, numbers (negative ones too) and a formula sign inside the text alone', () => {
    expect(cell('서울 커피 = 좋음')).toBe('서울 커피 = 좋음');
    expect(cell(-0.5)).toBe('-0.5');
    expect(cell('a＝b')).toBe('a＝b');
    expect(
      Papa.unparse(
        [
          ['a', 'b'],
          ['c', 'd'],
        ],
        csvOptions,
      ),
    ).toBe('a,b\r\nc,d');
  });
});
