import { describe, expect, it } from 'vitest';
import { mergePrompts, promptsFromCsv, promptsFromText } from './prompt-parsing.ts';

describe('promptsFromText', () => {
  it('takes one prompt per line, ignoring blank lines and duplicates', () => {
    expect(promptsFromText('  첫 질문 \n\n두 번째 질문\r\n첫  질문\n   \n', 'ko')).toEqual([
      { text: '첫 질문', language: 'ko' },
      { text: '두 번째 질문', language: 'ko' },
    ]);
  });
});

describe('promptsFromCsv', () => {
  it('reads the first column when there is no header', async () => {
    expect(await promptsFromCsv('best crm,ignored\n"a, quoted one",x\n\n', 'en')).toEqual([
      { text: 'best crm', language: 'en' },
      { text: 'a, quoted one', language: 'en' },
    ]);
  });

  it('reads a prompt or text column and the language column', async () => {
    const csv =
      '\uFEFFid,Text,language\n1,추천 CRM은?,ko\n2,Best CRM?,EN\n3,,en\n4,Best CRM?,en\n5,no language,??';
    expect(await promptsFromCsv(csv, 'ko')).toEqual([
      { text: '추천 CRM은?', language: 'ko' },
      { text: 'Best CRM?', language: 'en' },
      { text: 'no language', language: 'ko' },
    ]);
  });

  it('uses the first column when the header only names a language', async () => {
    expect(await promptsFromCsv('question,language\nwhat is sightline,en', 'ko')).toEqual([
      { text: 'what is sightline', language: 'en' },
    ]);
  });
});

describe('mergePrompts', () => {
  it('leaves out prompts already listed or stored', () => {
    const result = mergePrompts(
      [{ text: 'one', language: 'ko' }],
      [
        { text: 'ONE', language: 'ko' },
        { text: 'two', language: 'ko' },
        { text: 'three', language: 'ko' },
      ],
      ['Two'],
    );
    expect(result).toEqual({
      list: [
        { text: 'one', language: 'ko' },
        { text: 'three', language: 'ko' },
      ],
      added: 1,
      skipped: 2,
    });
  });
});
