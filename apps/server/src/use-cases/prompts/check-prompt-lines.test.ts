import { describe, expect, it } from 'vitest';
import { checkPromptLines } from './check-prompt-lines.ts';
import { parsePromptCsv } from './parse-prompt-csv.ts';

const check = (csv: string, existing: string[] = []) =>
  checkPromptLines(parsePromptCsv(csv), { defaultLanguage: 'ko', existing });
const reasons = (csv: string, existing: string[] = []) =>
  check(csv, existing).errors.map((e) => `${e.line}:${e.reason}`);

describe('prompt CSV lines', () => {
  it('reads every column in any order, with defaults for blank cells', () => {
    const { prompts, errors } = check(
      '\uFEFFActive,Tags,TEXT,intent,language\r\n' +
        'false,서울| online ;서울,서울 카페 추천,commercial,KO\r\n' +
        ',,"best coffee, cheap",,en\r\n' +
        ',,"a ""quoted"" word",,\n',
    );
    expect(errors).toEqual([]);
    expect(prompts).toEqual([
      {
        line: 2,
        text: '서울 카페 추천',
        language: 'ko',
        intent: 'commercial',
        active: false,
        tags: ['서울', 'online'],
      },
      { line: 3, text: 'best coffee, cheap', language: 'en', intent: null, active: true, tags: [] },
      { line: 4, text: 'a "quoted" word', language: 'ko', intent: null, active: true, tags: [] },
    ]);
  });

  it('numbers lines as a text editor does: blank lines and quoted line breaks count', () => {
    const { prompts } = check('text\n\n"two\nlines"\n\nlast\n');
    expect(prompts.map((p) => [p.line, p.text])).toEqual([
      [3, 'two\nlines'],
      [6, 'last'],
    ]);
  });

  it('rejects each kind of bad line with its line number, and keeps none of the good ones', () => {
    const long = 'x'.repeat(2001);
    const csv = [
      'text,language,intent,tags,active',
      'good one,ko,,,',
      ',ko,,,',
      `${long},ko,,,`,
      'three,xx,,,',
      'four,ko,buying,,',
      'five,ko,,,maybe',
      `six,ko,,${'t'.repeat(51)},`,
      'Good   One,en,,,',
      'seven,ko,,,,extra',
      'existing prompt,ko,,,',
      'eight,ko,,ok|bad\ttag,',
    ].join('\n');
    const { prompts, errors } = check(csv, ['  EXISTING prompt ']);
    expect(prompts).toEqual([]);
    expect(errors.map((e) => `${e.line}:${e.reason}`)).toEqual([
      '3:emptyText',
      '4:textTooLong',
      '5:unknownLanguage',
      '6:unknownIntent',
      '7:badActive',
      '8:tagTooLong',
      '9:duplicateLine',
      '10:tooManyFields',
      '11:alreadyInProject',
      '12:tagControlCharacters',
    ]);
    expect(errors[0]).toMatchObject({ path: ['csv', 3], line: 3, name: 'ValidationError' });
    expect(errors[2]).toMatchObject({ value: 'xx' });
    expect(errors[6]).toMatchObject({
      duplicateOf: 2,
      value: 'Good   One',
      message: 'the same prompt as line 2',
    });
    expect(errors[8]).toMatchObject({ message: 'already in the project' });
  });

  it('names the line of an unterminated quote', () => {
    expect(reasons('text,language\nfine,ko\n"never closed,ko\nmore,en\n')).toEqual(['3:malformedCsv']);
    expect(check('text\n"never closed\n').errors[0]).toMatchObject({ value: '"never closed' });
  });

  it('rejects a header it cannot read, naming unknown columns', () => {
    expect(check('text,colour,size\nx,red,1\n').errors).toEqual([
      expect.objectContaining({ line: 1, reason: 'unknownColumns', value: ['colour', 'size'] }),
    ]);
    expect(reasons('language\nko\n')).toEqual(['1:noTextColumn']);
    expect(reasons('text,Text\na,b\n')).toEqual(['1:duplicateColumn']);
    expect(reasons('\n\n')).toEqual(['1:noHeader']);
    expect(reasons('text\n')).toEqual(['1:noLines']);
  });

  it('takes at most 1,000 lines (a whole project) and at most 20 tags a line', () => {
    const lines = Array.from({ length: 1001 }, (_, i) => `prompt ${i}`);
    expect(reasons(`text\n${lines.join('\n')}\n`)).toEqual(['1002:tooManyLines']);
    const tags = Array.from({ length: 21 }, (_, i) => `t${i}`).join('|');
    expect(reasons(`text,tags\nx,${tags}\n`)).toEqual(['2:tooManyTags']);
  });
});
