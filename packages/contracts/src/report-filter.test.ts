import { describe, expect, it } from 'vitest';
import { parseReportFilter, reportFilterParams, reportSearchOf } from './report-filter.ts';

const id = 'abcdefghijklmnopqrstuvwx';

describe('reportSearchOf (the web: bad values dropped)', () => {
  it.each([
    ['nothing', {}, {}],
    ['a valid range', { from: '2026-11-01', to: '2026-11-21' }, { from: '2026-11-01', to: '2026-11-21' }],
    ['a one-day range', { from: '2026-11-01', to: '2026-11-01' }, { from: '2026-11-01', to: '2026-11-01' }],
    ['a range open at its end', { from: '2026-11-01' }, { from: '2026-11-01' }],
    ['a reversed range (dropped whole)', { from: '2026-11-21', to: '2026-11-01' }, {}],
    ['a day that does not exist', { from: '2026-02-30', to: '2026-03-02' }, { to: '2026-03-02' }],
    ['a day with a time', { from: '2026-11-01T00:00', to: 20261121 }, {}],
    ['engines as an array', { engines: ['chatgpt', 'gemini'] }, { engines: ['chatgpt', 'gemini'] }],
    [
      'engines comma-separated',
      { engines: 'perplexity,simulated' },
      { engines: ['perplexity', 'simulated'] },
    ],
    ['unknown and repeated engines', { engines: ['bard', 'claude', 'claude', 3] }, { engines: ['claude'] }],
    ['only unknown engines', { engines: ['bard'] }, {}],
    ['tags', { tags: ['seoul', ' coffee '] }, { tags: ['seoul', 'coffee'] }],
    ['empty and over-long tags', { tags: ['', 'x'.repeat(65)] }, {}],
    ['intents', { intents: ['commercial', 'shopping'] }, { intents: ['commercial'] }],
    ['branded prompts (parsed as a boolean)', { branded: true }, { branded: true }],
    ['non-branded prompts (hand-written)', { branded: 'false' }, { branded: false }],
    ['a branded value that is not a boolean', { branded: 'yes' }, {}],
    ['a prompt document id', { prompt: id }, { prompt: id }],
    ['a numeric prompt id (parsed as a number)', { prompt: 42 }, { prompt: '42' }],
    ['a prompt that is not an id', { prompt: '../etc' }, {}],
    ['other parameters', { page: 2, sort: 'name' }, {}],
  ])('%s', (_, search, expected) => {
    expect(reportSearchOf(search as Record<string, unknown>)).toEqual(expected);
  });

  it('keeps everything together', () => {
    expect(
      reportSearchOf({
        from: '2026-10-01',
        to: '2026-10-31',
        engines: ['simulated'],
        tags: ['a'],
        intents: ['navigational'],
        prompt: id,
      }),
    ).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
      engines: ['simulated'],
      tags: ['a'],
      intents: ['navigational'],
      prompt: id,
    });
  });
});

describe('parseReportFilter (the server: bad values refused, naming the parameter)', () => {
  it.each([
    ['a malformed day', { from: '2026-1-01' }, 'from', 'from must be a date as YYYY-MM-DD', '2026-1-01'],
    [
      'a day that does not exist',
      { to: '2026-02-30' },
      'to',
      'to is not a calendar date: 2026-02-30',
      '2026-02-30',
    ],
    [
      'a backwards range',
      { from: '2026-11-21', to: '2026-11-01' },
      'from',
      'from (2026-11-21) is after to (2026-11-01)',
      '2026-11-21',
    ],
    [
      'a range over 366 days',
      { from: '2025-01-01', to: '2026-01-02' },
      'to',
      'The range 2025-01-01 to 2026-01-02 covers 367 days; at most 366 are allowed',
      '2026-01-02',
    ],
    ['an unknown engine', { engines: 'chatgpt,bard' }, 'engines', 'Unknown engine in engines: bard', 'bard'],
    [
      'an unknown intent',
      { intents: ['commercial', 'shopping'] },
      'intents',
      'Unknown intent in intents: shopping',
      'shopping',
    ],
    ['branded not a boolean', { branded: 'yes' }, 'branded', 'branded must be true or false, not yes', 'yes'],
    [
      'a prompt that is not an id',
      { prompts: '../etc' },
      'prompts',
      'Unknown prompt in prompts: ../etc',
      '../etc',
    ],
    ['a tag too long to exist', { tags: 'x'.repeat(51) }, 'tags', 'Unknown tag in tags', 'x'.repeat(51)],
  ])('refuses %s', (_, query, field, message, value) => {
    const parsed = parseReportFilter(query);
    expect(parsed.filter).toBeUndefined();
    expect(parsed.refusal?.field).toBe(field);
    expect(parsed.refusal?.message).toContain(message);
    expect(parsed.refusal?.value).toBe(value);
  });

  it('reads every query-string form into one filter, lists in their canonical order', () => {
    const parsed = parseReportFilter({
      from: '2026-11-01',
      to: '2026-11-30',
      engines: ['gemini', 'chatgpt,gemini'],
      tags: 'seoul, coffee',
      intents: 'transactional,commercial',
      branded: 'false',
      prompts: [id],
      page: '2',
    });
    expect(parsed.refusal).toBeUndefined();
    expect(parsed.filter).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      engines: ['chatgpt', 'gemini'],
      tags: ['seoul', 'coffee'],
      intents: ['commercial', 'transactional'],
      branded: false,
      prompts: [id],
    });
  });

  it('reads what the web sends as what the web asked for', () => {
    const filter = {
      from: '2026-11-01',
      to: '2026-11-07',
      engines: ['chatgpt' as const, 'claude' as const],
      tags: ['seoul'],
      intents: ['commercial' as const],
      branded: true,
      prompts: [id],
    };
    const query = Object.fromEntries(
      new URLSearchParams(reportFilterParams(filter, { compare: 'previous' })),
    );
    expect(query.compare).toBe('previous');
    expect(parseReportFilter(query).filter).toEqual(filter);
  });

  it('takes no filter as no filter', () => {
    expect(parseReportFilter({ engines: '', branded: '', tags: ' , ' }).filter).toEqual({});
  });
});
